import type { LeadRecord } from "@hvac/office/lead-record";
import type { OfficeFacts } from "@/outbound/office-facts";
import { visitorMailParts } from "@/outbound/visitor-mail-parts";

/**
 * The one review request a customer gets (its visit done, or the request
 * marked customer), in their language, with the business's review link from
 * Business facts: the same words to every customer, whatever the office
 * thinks they will write (Google's review policy forbids asking only the
 * happy ones). The site's own words only, as every visitor email.
 */
export function reviewRequestEmail(lead: LeadRecord, facts: OfficeFacts, reviewLink: string) {
  const { t, phone, greeting } = visitorMailParts(lead, facts);
  return {
    subject: t("reviewRequest.subject", { business: facts.name }),
    text: [
      greeting,
      "",
      t("reviewRequest.thanks", { business: facts.name }),
      "",
      t("reviewRequest.ask"),
      reviewLink,
      "",
      t("reviewRequest.call", { phone }),
      "",
      facts.name,
      phone,
    ].join("\n"),
  };
}
