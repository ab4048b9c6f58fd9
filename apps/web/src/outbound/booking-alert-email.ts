import type { StoredLead } from "@hvac/office/lead-record";
import { waitReasonWords } from "@hvac/office/visit-words";
import { leadReference } from "@/outbound/contacted-link";
import { officeWindow } from "@/outbound/office-email";

/**
 * The office's alert that online booking held bookings for it to confirm
 * (booking/visit-desk.ts: once an hour of each kind): a source past its
 * day's places, or bookings that may not be a person's; or booking paused
 * by the hour's rate of instant bookings, which also texts the on-call
 * phone. What happened, what the visitors were told, where to see them, and
 * the one switch to pull if it is an attack. The site's own words only.
 */
export function bookingAlertEmail(lead: StoredLead) {
  const reason = lead.visit?.waiting ?? "address";
  const paused = reason === "busy";
  const wanted = lead.visit ? ` for ${officeWindow(lead.visit.window)}` : "";
  return {
    subject: paused
      ? "Online booking paused itself: bookings wait for you to confirm them"
      : "Online booking: a booking waits for you to confirm it",
    text: [
      paused
        ? "The most instant bookings the website takes in an hour came in the last hour. Until the hour's count drops, each new booking waits for you to confirm it: it holds no place."
        : `A booking${wanted} was not booked instantly: ${waitReasonWords[reason]}. It holds no place.`,
      "The visitors were told: we received your request and will call you to confirm the time.",
      `The first of them: request ${leadReference(lead.id)}${wanted}. This alert comes once an hour: see every booking waiting for you in the Studio's Schedule (Needs a time, at the top) and Leads > Suspected spam, or with npm run leads.`,
      "",
      "If you did not expect this, someone may be trying to take your schedule. Pause instant booking in the Studio (Online booking > Pause instant booking): visitors still pick a time, and you confirm each one.",
    ].join("\n"),
  };
}

/** The on-call text when booking paused itself: short, and the email says the rest. */
export const bookingPausedText = (lead: StoredLead) =>
  `Online booking paused itself: the hour's most instant bookings were taken. New bookings wait for you to confirm them (first: ${leadReference(lead.id)}). Details in your email.`;
