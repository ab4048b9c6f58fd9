import type { IconName } from "@hvac/content";

/**
 * The pictograms editors can choose in the Studio (packages/content/src/icons.ts),
 * drawn inline: no icon font, no request. Decorative: the text beside each one
 * carries the meaning.
 */
const paths: Record<IconName, string[]> = {
  snowflake: ["M12 2v20", "M4.9 6l14.2 12", "M4.9 18L19.1 6", "M9 4l3 3 3-3", "M9 20l3-3 3 3"],
  flame: [
    "M12 22c4 0 7-2.7 7-7 0-3.5-2.3-6.3-4-8-.3 2.3-1.5 3.5-3 4 .5-3-1-6.5-4-9 0 4-4 6.5-4 12 0 4.3 3 8 8 8z",
  ],
  wrench: ["M14.7 6.3a4 4 0 0 0 5 5L21 13l-8 8-4-4 8-8-1.3-1.3a4 4 0 0 0-5-5l3 3-2 2-3-3"],
  shield: ["M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z", "M9 12l2 2 4-4"],
  clock: ["M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z", "M12 6v6l4 2"],
  dollar: ["M12 2v20", "M17 6H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6"],
  leaf: ["M11 20A7 7 0 0 1 4 13c0-6 6-10 16-11-1 10-5 16-11 16z", "M4 21c3-4 6-7 10-9"],
  wind: ["M3 8h11a3 3 0 1 0-3-3", "M3 12h16a3 3 0 1 1-3 3", "M3 16h8"],
  thermometer: ["M14 14.8V4a2 2 0 0 0-4 0v10.8a4 4 0 1 0 4 0z", "M12 18v-6"],
  star: ["M12 2l3.1 6.3 6.9 1-5 4.9 1.2 6.8-6.2-3.2L5.8 21 7 14.2 2 9.3l6.9-1z"],
  phone: [
    "M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.8 2z",
  ],
  home: ["M3 10l9-7 9 7v11a1 1 0 0 1-1 1h-5v-7H9v7H4a1 1 0 0 1-1-1z"],
  users: [
    "M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2",
    "M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z",
    "M23 21v-2a4 4 0 0 0-3-3.9",
    "M16 3.1a4 4 0 0 1 0 7.8",
  ],
  check: ["M20 6L9 17l-5-5"],
  bolt: ["M13 2L3 14h9l-1 8 10-12h-9z"],
  droplet: ["M12 2.7l5.7 5.6a8 8 0 1 1-11.3 0z"],
  calendar: ["M4 5h16v16H4z", "M16 3v4", "M8 3v4", "M4 10h16"],
  award: ["M12 15a7 7 0 1 0 0-14 7 7 0 0 0 0 14z", "M8.2 13.9L7 23l5-3 5 3-1.2-9.1"],
  truck: [
    "M1 4h14v12H1z",
    "M15 9h4l3 3v4h-7z",
    "M5.5 21a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z",
    "M18.5 21a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z",
  ],
  gauge: ["M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z", "M12 12l4-4", "M7 16h10"],
  filter: ["M3 4h18l-7 8v6l-4 2v-8z"],
  fan: [
    "M12 12c0-3 1-7 4-7a3 3 0 0 1 0 6c-1.5 0-4 .5-4 1z",
    "M12 12c3 0 7 1 7 4a3 3 0 0 1-6 0c0-1.5-.5-4-1-4z",
    "M12 12c0 3-1 7-4 7a3 3 0 0 1 0-6c1.5 0 4-.5 4-1z",
    "M12 12c-3 0-7-1-7-4a3 3 0 0 1 6 0c0 1.5.5 4 1 4z",
  ],
  heart: [
    "M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8L12 21.2l8.8-8.8a5.5 5.5 0 0 0 0-7.8z",
  ],
  building: [
    "M4 22V4l8-2v20",
    "M12 8h8v14",
    "M8 7v.01",
    "M8 11v.01",
    "M8 15v.01",
    "M16 12v.01",
    "M16 16v.01",
    "M2 22h20",
  ],
};

export function Icon({ name, className = "size-6" }: { name: IconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {paths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
