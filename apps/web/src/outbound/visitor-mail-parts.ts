import { windowWords } from "@hvac/office/window-words";
import type { Locale } from "@hvac/routing";
import { type Translate, translator } from "@/i18n/translate";
import { leadReference } from "@/outbound/contacted-link";
import type { OfficeFacts } from "@/outbound/office-facts";
import { holdsAddress } from "@/outbound/visitor-words";
import { visibleText } from "@/text/visible-text";

/**
 * What every email to a visitor is made of: their language's words, the
 * request's reference, the business's phone as plain text reads it, and the
 * greeting (the first name only when it is a name: nothing a stranger typed
 * rides along).
 */
export function visitorMailParts(
  lead: { id: string; locale: Locale; firstName: string },
  facts: OfficeFacts,
) {
  const t = translator(lead.locale);
  return {
    t,
    reference: leadReference(lead.id),
    phone: facts.phone.display.replace(/\u00a0/g, " ").replace(/\u2011/g, "-"),
    greeting: visitorGreeting(lead, t),
  };
}

function visitorGreeting(lead: { firstName: string }, t: Translate): string {
  const name = visibleText(lead.firstName).replace(/\s+/g, " ").trim();
  return name && !holdsAddress(name)
    ? t("confirmationEmail.greeting", { name })
    : t("confirmationEmail.greetingWithoutName");
}

/** A visit's window in the visitor's words (blank for what is not a window). */
export const visitWindowWords = (window: string, locale: Locale) =>
  windowWords(window, locale) ?? { day: "", time: "" };
