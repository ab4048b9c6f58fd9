import type { Visit } from "@hvac/office/visit";
import { windowWords } from "@hvac/office/window-words";
import { translator } from "@/i18n/translate";
import { leadReference } from "@/outbound/contacted-link";
import type { OfficeFacts } from "@/outbound/office-facts";
import { plainPhone, visitorGreeting } from "@/outbound/visitor-email";
import type { LeadRecord } from "@/stores/lead-store";

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
  const t = translator(lead.locale);
  const reference = leadReference(lead.id);
  const phone = plainPhone(facts);
  const window = windowWords(lead.visit.window, lead.locale) ?? { day: "", time: "" };
  return {
    subject: t("visitReminder.subject", { reference }),
    text: [
      visitorGreeting(lead, t),
      "",
      t("visitReminder.text", { business: facts.name, ...window }),
      "",
      t("booking.manageLine", { link: manageLink }),
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
