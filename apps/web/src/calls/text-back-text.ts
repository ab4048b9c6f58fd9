import type { Locale } from "@hvac/routing";
import { translator } from "@/i18n/translate";
import { inGsmLetters, maxSegments, segments } from "@/outbound/text-message";

/**
 * The one text to a caller nobody answered, in the language of the number
 * they called: the business's name, "reply here", the booking page when
 * online booking is on, and how to stop the texts. The site's own words
 * only, in GSM-7's letters (ñ and é kept), within two segments: an address
 * too long to fit leaves the booking link out, never the rest.
 */
export function textBackText(language: Locale, business: string, bookingLink?: string): string {
  const t = translator(language);
  const plain = inGsmLetters(t("missedCall.text", { business }));
  if (!bookingLink) return plain;
  const booking = inGsmLetters(t("missedCall.textBooking", { business, link: bookingLink }));
  return segments(booking) <= maxSegments ? booking : plain;
}
