/**
 * The pictograms an editor can put on a feature card, credential or value.
 * The Studio offers exactly these; the site draws each one.
 */
export const iconNames = [
  "snowflake",
  "flame",
  "wrench",
  "shield",
  "clock",
  "dollar",
  "leaf",
  "wind",
  "thermometer",
  "star",
  "phone",
  "home",
  "users",
  "check",
  "bolt",
  "droplet",
  "calendar",
  "award",
  "truck",
  "gauge",
  "filter",
  "fan",
  "heart",
  "building",
] as const;

export type IconName = (typeof iconNames)[number];
