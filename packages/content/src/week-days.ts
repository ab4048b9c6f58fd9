/** The days an opening-hours period names, as the Studio offers them and schema.org reads them. */
export const weekDays = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;

export type WeekDay = (typeof weekDays)[number];
