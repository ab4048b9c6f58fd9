import type { LeadRecord } from "@hvac/office/lead-record";
import type { Visit } from "@hvac/office/visit";
import type { OfficeFacts } from "@/outbound/office-facts";
import { inGsmLetters } from "@/outbound/text-message";
import { visitorMailParts, visitWindowWords } from "@/outbound/visitor-mail-parts";

/**
 * The text the day before a visit, to a visitor who ticked "Text me about my
 * visit", in their language: the window and the phone, and how to stop the
 * texts. In GSM-7 letters (ñ and é kept), within two segments; the site's
 * own words only (not even the name: a text shows on a locked screen).
 * GSM-7 has no á, í, ó or ú: one of them sends the whole text as UCS-2, at 67
 * characters a segment, and this text would take four or five. So the
 * Spanish words are chosen without them ("tiene programada la llegada del
 * técnico"), and only a Saturday's "sábado" reads "sabado".
 */
export function visitReminderText(lead: LeadRecord & { visit: Visit }, facts: OfficeFacts) {
  const { t, phone } = visitorMailParts(lead, facts);
  const window = visitWindowWords(lead.visit.window, lead.locale);
  return inGsmLetters(
    t("visitReminderText.text", {
      business: facts.name,
      day: window.day,
      // "8:00 a.m. – 12:00 p.m." with plain spaces and a hyphen: the texts' alphabet.
      time: window.time.replace(/\s/g, " ").replace(/[–—]/g, "-"),
      phone,
    }),
  );
}
