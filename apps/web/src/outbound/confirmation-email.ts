import type { LeadRecord } from "@hvac/office/lead-record";
import { type Visit, waitAnswer } from "@hvac/office/visit";
import { calendarAttachment } from "@/booking/visit-calendar";
import type { OfficeFacts } from "@/outbound/office-facts";
import { visitorMailParts, visitWindowWords } from "@/outbound/visitor-mail-parts";

/**
 * The visitor's confirmation, in the language of the page they wrote from:
 * what happens next (for an emergency, the phone first and the emergency
 * call-back promise), the phone, the request's reference. Sent once per
 * request (again when a request kept without a time gets one), never to
 * anyone for suspected spam, within the hour's limits (hourly-limits.ts). A
 * visit booked online says its day and window in the subject, with the
 * visit as a calendar file and the link to move or cancel it; a visit
 * without a place says why and that the office will call.
 * It carries the site's own words only: it goes to whatever address the
 * form was given, so nothing a stranger typed may ride along, but the first
 * name when it reads as one.
 */
export function confirmationEmail(
  lead: LeadRecord & { visit?: Visit | null },
  facts: OfficeFacts,
  /** The visit's "Manage my visit" link (booking/manage-link.ts), when it holds a place. */
  manageLink?: string,
  /** The business's mailbox, the calendar event's organizer. */
  organizer?: string,
) {
  const { t, reference, phone, greeting, signOff } = visitorMailParts(lead, facts);
  const { visit } = lead;
  const window = visit && visitWindowWords(visit.window, lead.locale);
  const values = {
    ...window,
    reference,
    phone,
    zip: lead.zip,
    responsePromise: facts.words.responsePromise,
    callbackPromise: facts.words.callbackPromise,
  };
  const booked = visit && manageLink && visit.status !== "wanted";
  const next = visit
    ? t(
        `confirmationEmail.visit.${visit.status === "wanted" ? waitAnswer(visit.waiting ?? "taken") : "booked"}`,
        values,
      )
    : lead.urgency === "emergency"
      ? t("confirmationEmail.emergency", values)
      : t("confirmationEmail.usual", values);
  return {
    ...(booked
      ? calendarAttachment(visit, {
          id: lead.id,
          reference,
          locale: lead.locale,
          business: facts.name,
          phone,
          ...(organizer ? { organizer } : {}),
        })
      : {}),
    subject: booked
      ? t("confirmationEmail.bookedSubject", values)
      : t("confirmationEmail.subject", values),
    text: [
      greeting,
      "",
      t("confirmationEmail.received", { business: facts.name }),
      "",
      next,
      "",
      ...(booked ? [t("confirmationEmail.manageLine", { link: manageLink }), ""] : []),
      ...signOff,
      booked ? t("confirmationEmail.notYouBooked", { phone }) : t("confirmationEmail.notYou"),
    ].join("\n"),
  };
}
