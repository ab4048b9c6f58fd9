import { bookingAnswer, type Visit } from "@hvac/office/visit";
import { windowWords } from "@hvac/office/window-words";
import { calendarAttachment } from "@/booking/visit-calendar";
import type { OfficeFacts } from "@/outbound/office-facts";
import { visitorMailParts } from "@/outbound/visitor-mail-parts";
import type { LeadRecord } from "@/stores/lead-store";

/**
 * The visitor's confirmation, in the language of the page they wrote from:
 * what happens next (for an emergency, the phone first and the emergency
 * call-back promise), the phone, the request's reference. Sent once per
 * request, never for suspected spam (which gets no steps), within the
 * hour's limits (run-step.ts). A visit booked online says its window (or,
 * when someone took it first, that the office will call to set a time), with
 * the visit as a calendar file and the link to move or cancel it.
 * It carries the site's own words only: it goes
 * to whatever address the form was given, so nothing a stranger typed may
 * ride along, but the first name when it is a name and nothing else.
 */
export function visitorEmail(
  lead: LeadRecord & { visit?: Visit | null },
  facts: OfficeFacts,
  /** The visit's "Manage my visit" link (booking/manage-link.ts), when it holds a place. */
  manageLink?: string,
) {
  const { t, reference, phone, greeting } = visitorMailParts(lead, facts);
  const window = lead.visit && windowWords(lead.visit.window, lead.locale);
  const next =
    lead.visit && window
      ? t(`booking.${bookingAnswer(lead.visit)}`, {
          ...window,
          reference,
          phone,
          responsePromise: facts.words.responsePromise,
        })
      : lead.urgency === "emergency"
        ? t("confirmationEmail.emergency", { phone, callbackPromise: facts.words.callbackPromise })
        : t("confirmationEmail.usual", { phone, responsePromise: facts.words.responsePromise });
  return {
    ...(lead.visit
      ? calendarAttachment(lead.visit, {
          id: lead.id,
          reference,
          locale: lead.locale,
          business: facts.name,
          phone,
        })
      : {}),
    subject: t("confirmationEmail.subject", { reference }),
    text: [
      greeting,
      "",
      t("confirmationEmail.received", { business: facts.name }),
      "",
      next,
      "",
      ...(manageLink ? [t("booking.manageLine", { link: manageLink }), ""] : []),
      t("confirmationEmail.reference", { reference }),
      "",
      facts.name,
      phone,
      "",
      t("confirmationEmail.notYou"),
    ].join("\n"),
  };
}
