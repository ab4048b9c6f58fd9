import type { LeadRecord } from "@hvac/office/lead-record";
import type { Visit } from "@hvac/office/visit";
import type { OfficeFacts } from "@/outbound/office-facts";
import { visitorMailParts, visitWindowWords } from "@/outbound/visitor-mail-parts";

/**
 * The reminder the day before a visit booked online, in the visitor's
 * language: the window as it stands now (moved or not), the link to move or
 * cancel it, the phone. As the confirmation, it carries the site's own words
 * only (the first name when it is a name).
 */
export function visitReminderEmail(
  lead: LeadRecord & { visit: Visit },
  facts: OfficeFacts,
  manageLink: string,
) {
  const { t, reference, phone, greeting } = visitorMailParts(lead, facts);
  const window = visitWindowWords(lead.visit.window, lead.locale);
  return {
    subject: t("visitReminder.subject", { reference }),
    text: [
      greeting,
      "",
      t("visitReminder.text", { business: facts.name, ...window }),
      "",
      t("confirmationEmail.manageLine", { link: manageLink }),
      "",
      t("visitReminder.call", { phone }),
      "",
      t("confirmationEmail.reference", { reference }),
      "",
      facts.name,
      phone,
    ].join("\n"),
  };
}
