import { parseWindowKey } from "./arrival-windows";

/**
 * A visit booked online, as a request keeps it: the arrival window (its key,
 * arrival-windows.ts), the service booked (its page), and where it stands. A
 * request whose window filled before it was sent keeps the window it wanted,
 * so the office can offer the visitor another. A visit moved to another
 * window (by the visitor with the link in their confirmation, or by the
 * office in the Studio's Schedule) is "moved"; one called off is
 * "cancelled". The office marks a visit "confirmed" (it then counts as
 * contacted) and, once the technician has been, "done".
 */
export const visitStatuses = [
  "booked",
  "confirmed",
  "moved",
  "done",
  "wanted",
  "cancelled",
] as const;
export type VisitStatus = (typeof visitStatuses)[number];

/** The statuses that hold a place in their window (counted against its visits). */
export const placeHolding: readonly VisitStatus[] = ["booked", "confirmed", "moved", "done"];
export const holdsPlace = (visit: { status: VisitStatus } | null | undefined) =>
  visit ? placeHolding.includes(visit.status) : false;

export interface Visit {
  /** The window's key: "2027-03-15T08:00-12:00" (office time). */
  window: string;
  /** The service booked, as its page's route-table key: "service:servicePage-acRepair". */
  service: string;
  status: VisitStatus;
  /** The visitor ticked "Text me about my visit" (a reminder by text; STOP honoured). */
  texts?: true;
}

/** What a booking asks of the store: a place in `window`, which takes `visits` in all. */
export interface VisitRequest {
  window: string;
  service: string;
  visits: number;
  texts?: true;
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

/**
 * What a visitor's "Manage my visit" page asks of the store (LeadStore.changeVisit):
 * a place in another window (given back in the one it leaves), or none.
 */
export type VisitChange = { move: VisitRequest } | { cancel: true };

/**
 * What came of it: "moved" or "cancelled" (the visit as it is now); "full"
 * when the window asked for had no place left, "unchanged" when the visit
 * was already cancelled (nothing changed either way); "unknown" for no such
 * visit.
 */
export type VisitChanged =
  | { outcome: "moved" | "cancelled" | "full" | "unchanged"; visit: Visit }
  | { outcome: "unknown" };

/** What a booking's answer tells the visitor: a place taken, or the window wanted kept. */
export const bookingAnswers = ["booked", "wanted"] as const;
export type BookingAnswer = (typeof bookingAnswers)[number];
export const bookingAnswer = (visit: Visit): BookingAnswer =>
  holdsPlace(visit) ? "booked" : "wanted";
