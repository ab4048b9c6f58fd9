import { windowWords } from "@hvac/office/window-words";
import type { Locale } from "@hvac/routing";
import { type Translate, translator } from "@/i18n/translate";
import { leadReference } from "@/outbound/contacted-link";
import type { OfficeFacts } from "@/outbound/office-facts";
import { holdsAddress } from "@/outbound/without-addresses";
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
  const reference = leadReference(lead.id);
  const phone = visitorPhone(facts);
  return {
    t,
    reference,
    phone,
    greeting: visitorGreeting(lead, t),
    /** The lines a visitor's email ends on before its last sentence: the reference, who writes and how to call. */
    signOff: [t("confirmationEmail.reference", { reference }), "", facts.name, phone, ""],
  };
}

/** The business's phone as plain text reads it (no no-break space or hyphen). */
export const visitorPhone = (facts: OfficeFacts) =>
  facts.phone.display.replace(/\u00a0/g, " ").replace(/\u2011/g, "-");

/**
 * Whether a first name reads as one: a few words of letters (García,
 * Mary Ann, O'Brien, J.), no domain or number; never a sentence a stranger
 * typed to be greeted with ("Your refund is approved. Reply with your PIN").
 */
function readsAsName(name: string): boolean {
  const words = name.split(" ");
  return (
    name.length > 0 &&
    name.length <= 30 &&
    words.length <= 3 &&
    words.every((word) => /^[\p{L}\p{M}][\p{L}\p{M}'’-]*\.?$/u.test(word) && word.length <= 20) &&
    !holdsAddress(name)
  );
}

function visitorGreeting(lead: { firstName: string }, t: Translate): string {
  const name = visibleText(lead.firstName).replace(/\s+/g, " ").trim();
  return readsAsName(name)
    ? t("confirmationEmail.greeting", { name })
    : t("confirmationEmail.greetingWithoutName");
}

/** A visit's window in the visitor's words (blank for what is not a window). */
export const visitWindowWords = (window: string, locale: Locale) =>
  windowWords(window, locale) ?? { day: "", time: "", start: "", end: "" };
