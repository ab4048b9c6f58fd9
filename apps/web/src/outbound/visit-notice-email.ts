import type { LeadRecord } from "@hvac/office/lead-record";
import { holdsPlace, type Visit } from "@hvac/office/visit";
import { href } from "@hvac/routing";
import { absoluteUrl } from "@hvac/seo";
import { calendarAttachment } from "@/booking/visit-calendar";
import type { OfficeFacts } from "@/outbound/office-facts";
import { visitorMailParts, visitWindowWords } from "@/outbound/visitor-mail-parts";
import { settings } from "@/server/server-context";

/**
 * What the visitor is told when their visit is moved or cancelled, by the
 * office in the Schedule or by themselves on Manage my visit, in their
 * language: the new window (with the link to change it), or that it is
 * cancelled (with the phone and the booking page); and the calendar file
 * that updates the event in their calendar (the same UID, a higher
 * SEQUENCE; a cancellation as METHOD:CANCEL). The site's own words only, as
 * every visitor email.
 */
export function visitNoticeEmail(
  lead: LeadRecord & { visit: Visit },
  facts: OfficeFacts,
  manageLink: string,
  /** The business's mailbox, the calendar event's organizer. */
  organizer?: string,
) {
  const { t, reference, phone, greeting, signOff } = visitorMailParts(lead, facts);
  const window = visitWindowWords(lead.visit.window, lead.locale);
  const kept = holdsPlace(lead.visit);
  const byYou = lead.visit.changedBy === "visitor";
  const values = {
    business: facts.name,
    ...window,
    reference,
    phone,
    link: absoluteUrl(settings().siteUrl, href("booking", lead.locale)),
  };
  return {
    ...calendarAttachment(lead.visit, {
      id: lead.id,
      reference,
      locale: lead.locale,
      business: facts.name,
      phone,
      ...(organizer ? { organizer } : {}),
    }),
    subject: t(kept ? "visitNotice.movedSubject" : "visitNotice.cancelledSubject", values),
    text: [
      greeting,
      "",
      kept
        ? t(byYou ? "visitNotice.movedByYou" : "visitNotice.moved", values)
        : t(byYou ? "visitNotice.cancelledByYou" : "visitNotice.cancelled", values),
      t(kept ? "visitNotice.movedCalendar" : "visitNotice.cancelledCalendar"),
      "",
      ...(kept ? [t("confirmationEmail.manageLine", { link: manageLink }), ""] : []),
      ...signOff,
      t("visitNotice.notYou", values),
    ].join("\n"),
  };
}
