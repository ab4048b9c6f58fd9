import { parseWindowKey } from "./arrival-windows";

/**
 * A visit booked online, as a request keeps it: the arrival window (its key,
 * arrival-windows.ts), the service booked (its page), and where it stands. A
 * request whose window filled before it was sent keeps the window it wanted,
 * so the office can offer the visitor another.
 */
export const visitStatuses = ["booked", "wanted"] as const;
export type VisitStatus = (typeof visitStatuses)[number];

export interface Visit {
  /** The window's key: "2027-03-15T08:00-12:00" (office time). */
  window: string;
  /** The service booked, as its page's route-table key: "service:servicePage-acRepair". */
  service: string;
  status: VisitStatus;
}

/** What a booking asks of the store: a place in `window`, which takes `visits` in all. */
export interface VisitRequest {
  window: string;
  service: string;
  visits: number;
}

/**
 * The id of the document counting a window's booked visits in Sanity: under
 * `booking.`, so the public API never shows it; a key's colons left out.
 */
export function bookedWindowId(key: string): string {
  const window = parseWindowKey(key);
  if (!window) throw new Error(`Not an arrival window: ${key}`);
  const clock = (time: string) => time.replace(":", "");
  return `booking.window-${window.day}-${clock(window.start)}-${clock(window.end)}`;
}
