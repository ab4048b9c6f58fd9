import { bookingAnswer, type Visit } from "@hvac/office/visit";
import { windowWords } from "@hvac/office/window-words";
import { visitCalendar } from "@/booking/visit-calendar";
import { type Translate, translator } from "@/i18n/translate";
import { leadReference } from "@/outbound/contacted-link";
import type { OfficeFacts } from "@/outbound/office-facts";
import { holdsAddress } from "@/outbound/visitor-words";
import type { LeadRecord } from "@/stores/lead-store";
import { visibleText } from "@/text/visible-text";

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
/** The greeting: the first name only when it is a name (nothing a stranger typed rides along). */
export function visitorGreeting(lead: Pick<LeadRecord, "firstName">, t: Translate): string {
  const name = visibleText(lead.firstName).replace(/\s+/g, " ").trim();
  return name && !holdsAddress(name)
    ? t("confirmationEmail.greeting", { name })
    : t("confirmationEmail.greetingWithoutName");
}

/** The business's phone as plain text reads it (no non-breaking characters). */
export const plainPhone = (facts: OfficeFacts) =>
  facts.phone.display.replace(/\u00a0/g, " ").replace(/\u2011/g, "-");

export function visitorEmail(
  lead: LeadRecord & { visit?: Visit | null },
  facts: OfficeFacts,
  /** The visit's "Manage my visit" link (booking/manage-link.ts), when it holds a place. */
  manageLink?: string,
) {
  const t = translator(lead.locale);
  const phone = plainPhone(facts);
  const reference = leadReference(lead.id);
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
  const calendar =
    lead.visit &&
    visitCalendar(lead.visit, {
      id: lead.id,
      reference,
      locale: lead.locale,
      business: facts.name,
      phone,
    });
  return {
    ...(calendar
      ? {
          attachments: [
            {
              filename: t("booking.calendarFile"),
              content: calendar,
              contentType: "text/calendar; charset=utf-8; method=PUBLISH",
            },
          ],
        }
      : {}),
    subject: t("confirmationEmail.subject", { reference }),
    text: [
      visitorGreeting(lead, t),
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
