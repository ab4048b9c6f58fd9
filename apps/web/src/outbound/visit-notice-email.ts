import { holdsPlace, type Visit } from "@hvac/office/visit";
import { href } from "@hvac/routing";
import { absoluteUrl, siteUrl } from "@hvac/seo";
import { calendarAttachment } from "@/booking/visit-calendar";
import type { OfficeFacts } from "@/outbound/office-facts";
import { visitorMailParts, visitWindowWords } from "@/outbound/visitor-mail-parts";
import type { LeadRecord } from "@/stores/lead-store";

/**
 * What the visitor is told when the office moves or cancels their visit in
 * the Studio's Schedule, in their language: the new window (with its calendar
 * file and the link to change it), or that it is cancelled (with the phone
 * and the booking page). The site's own words only, as every visitor email.
 */
export function visitNoticeEmail(
  lead: LeadRecord & { visit: Visit },
  facts: OfficeFacts,
  manageLink: string,
) {
  const { t, reference, phone, greeting } = visitorMailParts(lead, facts);
  const window = visitWindowWords(lead.visit.window, lead.locale);
  const kept = holdsPlace(lead.visit);
  return {
    ...calendarAttachment(lead.visit, {
      id: lead.id,
      reference,
      locale: lead.locale,
      business: facts.name,
      phone,
    }),
    subject: t(kept ? "visitNotice.movedSubject" : "visitNotice.cancelledSubject", { reference }),
    text: [
      greeting,
      "",
      kept
        ? t("visitNotice.moved", { business: facts.name, ...window })
        : t("visitNotice.cancelled", {
            business: facts.name,
            ...window,
            phone,
            link: absoluteUrl(siteUrl, href("booking", lead.locale)),
          }),
      "",
      ...(kept ? [t("booking.manageLine", { link: manageLink }), ""] : []),
      t("confirmationEmail.reference", { reference }),
      "",
      facts.name,
      phone,
    ].join("\n"),
  };
}
