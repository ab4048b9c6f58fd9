import type { OutboundStep } from "../lead-document";
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

/**
 * Why a visit holds no place ("wanted"), each with its own true words to the
 * visitor and the office: the window's last place went to someone else first
 * ("taken"); the window is not open any more, or never was ("closed"); the
 * ZIP code is outside the towns ("outside"); or the booking waits for the
 * office to confirm it: online booking paused by the office ("paused") or by
 * the hour's rate of instant bookings ("busy"), the day's places for one
 * internet address, phone or email taken ("address", "phone", "email"), or a
 * sign the request may not be a person's ("suspected").
 */
export const waitReasons = [
  "taken",
  "closed",
  "outside",
  "paused",
  "busy",
  "address",
  "phone",
  "email",
  "suspected",
] as const;
export type WaitReason = (typeof waitReasons)[number];

/** What the visitor is told of a visit without its place: pick another time, or we call to confirm. */
export type WaitAnswer = "taken" | "closed" | "outside" | "confirm";
export const waitAnswer = (reason: WaitReason): WaitAnswer =>
  reason === "taken" || reason === "closed" || reason === "outside" ? reason : "confirm";

/** Who changed a visit last: the visitor (Manage my visit) or the office (the Schedule). */
export type VisitChanger = "visitor" | "office";

export interface Visit {
  /** The window's key: "2027-03-15T08:00-12:00" (office time). */
  window: string;
  /** The service booked, as its page's route-table key: "service:servicePage-acRepair". */
  service: string;
  status: VisitStatus;
  /** The visitor ticked "Text me about my visit" (a reminder by text; STOP honoured). */
  texts?: true;
  /** Why it holds no place, while "wanted". */
  waiting?: WaitReason;
  /** How often it was moved or cancelled since booked: the calendar file's SEQUENCE. */
  sequence?: number;
  /** The window it had before its last change (or wanted before it was booked). */
  was?: string;
  /** Who made its last change. */
  changedBy?: VisitChanger;
}

/**
 * A bound on the places one source takes (an internet address, a phone, an
 * email, or the whole site): at most `most` bookings within `withinMs`,
 * counted by the store in the booking's own write, so no two instances can
 * both take the last one. A booking past any quota waits for the office.
 */
export interface PlaceQuota {
  key: string;
  most: number;
  withinMs: number;
  reason: WaitReason;
}

/**
 * What a booking asks of the store: a place in `window`, which takes `visits`
 * in all (0: not open to this booking, `waiting` says why), within every one
 * of `quotas`. A request kept without a place that gets one when sent again
 * has `steps` due again (its confirmation, the office's notice, the CRM).
 */
export interface VisitRequest {
  window: string;
  service: string;
  visits: number;
  texts?: true;
  waiting?: WaitReason;
  quotas?: readonly PlaceQuota[];
  steps?: readonly OutboundStep[];
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
 * What a visitor's "Manage my visit" page asks of the store (VisitBook.changeVisit):
 * a place in another window (given back in the one it leaves), or none.
 */
export type VisitChange = { move: VisitRequest } | { cancel: true };

/**
 * Who asks for a change, and the outbound steps that tell it, due again in
 * the change's own write: the visitor's notice, the office's, the CRM's event.
 */
export interface ChangeTold {
  by: VisitChanger;
  steps: readonly OutboundStep[];
}

/**
 * The steps that tell everyone a change concerns, of a request that had
 * `had` (the steps planned when it came: the CRM and the reminders only where
 * they were set up then): the visitor always (their calendar file too), the
 * office when the visitor made it, the CRM as an event, and on a move the
 * reminders, which wait for the eve of the new window.
 */
export function changeSteps(
  by: VisitChanger,
  change: "move" | "cancel",
  had: ReadonlyArray<{ step: OutboundStep }>,
): OutboundStep[] {
  const planned = (step: OutboundStep) => had.some((one) => one.step === step);
  return [
    "visitNotice",
    ...(by === "visitor" ? (["officeNotice"] as const) : []),
    ...(planned("crm") ? (["crm"] as const) : []),
    ...(change === "move"
      ? (["reminder", "reminderText"] as const).filter((step) => planned(step))
      : []),
  ];
}

/**
 * What came of it: "moved" or "cancelled" (the visit as it is now); "full"
 * when the window asked for had no place left, "unchanged" when the visit
 * was already cancelled (nothing changed either way); "unknown" for no such
 * visit.
 */
export type VisitChanged =
  | { outcome: "moved" | "cancelled" | "full" | "unchanged"; visit: Visit }
  | { outcome: "unknown" };
