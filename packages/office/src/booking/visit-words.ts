import type { VisitStatus, WaitReason } from "./visit";

/**
 * A visit as the office reads it, in the office's words (English) wherever
 * it is shown: the Studio's Leads and Schedule, the office's emails, `npm
 * run leads`. A visit without a place is always "needs a time".
 */

export const visitStatusWords: Record<VisitStatus, string> = {
  booked: "Booked: it holds a place in its window",
  confirmed: "Confirmed by the office",
  moved: "Moved to this window (it holds a place in it)",
  done: "Done: the technician has been",
  wanted: "Needs a time: call the visitor",
  cancelled: "Cancelled: its place is free again",
};

/** Why a visit needs a time (it holds no place). */
export const waitReasonWords: Record<WaitReason, string> = {
  taken: "someone took the window's last place first",
  closed: "the window was no longer open when the visitor sent it",
  outside: "the ZIP code is outside the towns booked online",
  paused: "instant booking is paused (Online booking, in the Studio)",
  busy: "online booking paused itself: the hour's most instant bookings were taken",
  address: "the day's most bookings from one internet address were taken",
  phone: "the day's most bookings for one phone number were taken",
  email: "the day's most bookings for one email address were taken",
  suspected: "it may not be a person's (it is in Suspected spam)",
};
