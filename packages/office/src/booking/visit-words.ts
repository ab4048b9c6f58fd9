import type { VisitStatus, WaitReason } from "./visit";

/**
 * A visit as the office reads it, in the office's words (English) wherever
 * it is shown: the Studio's Leads and Schedule, the office's emails, `npm
 * run leads`. A visit without a place is always "needs a time".
 */

export const visitStatusWords: Record<VisitStatus, string> = {
  booked: "Booked",
  confirmed: "Confirmed by the office",
  moved: "Moved (booked in its new window)",
  done: "Done: the technician has been",
  wanted: "Needs a time: call the visitor",
  cancelled: "Cancelled: its window can take another visit",
};

/** Why a visit needs a time (it holds no place). */
export const waitReasonWords: Record<WaitReason, string> = {
  taken: "the window filled just before the visitor booked",
  closed: "the window was no longer open when the visitor sent it",
  outside: "the ZIP code is outside the towns booked online",
  paused: "instant booking is paused (Online booking, in the Studio)",
  busy: "online booking paused itself: the most instant bookings it takes in an hour came in",
  address: "one internet address had already made the most bookings it may make in a day",
  phone: "one phone number had already been given in the most bookings it may have in a day",
  email: "one email address had already been given in the most bookings it may have in a day",
  suspected: "it may not be a person's (it is in Suspected spam)",
};
