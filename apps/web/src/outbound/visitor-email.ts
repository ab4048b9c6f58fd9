import { translator } from "@/i18n/translate";
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
 * hour's limits (run-step.ts). It carries the site's own words only: it goes
 * to whatever address the form was given, so nothing a stranger typed may
 * ride along, but the first name when it is a name and nothing else.
 */
export function visitorEmail(lead: LeadRecord, facts: OfficeFacts) {
  const t = translator(lead.locale);
  const phone = facts.phone.display.replace(/\u00a0/g, " ").replace(/\u2011/g, "-");
  const reference = leadReference(lead.id);
  const name = visibleText(lead.firstName).replace(/\s+/g, " ").trim();
  const next =
    lead.urgency === "emergency"
      ? t("confirmationEmail.emergency", { phone, callbackPromise: facts.words.callbackPromise })
      : t("confirmationEmail.usual", { phone, responsePromise: facts.words.responsePromise });
  return {
    subject: t("confirmationEmail.subject", { reference }),
    text: [
      name && !holdsAddress(name)
        ? t("confirmationEmail.greeting", { name })
        : t("confirmationEmail.greetingWithoutName"),
      "",
      t("confirmationEmail.received", { business: facts.name }),
      "",
      next,
      "",
      t("confirmationEmail.reference", { reference }),
      "",
      facts.name,
      phone,
      "",
      t("confirmationEmail.notYou"),
    ].join("\n"),
  };
}
