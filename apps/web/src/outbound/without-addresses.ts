import { foldLookAlikes } from "@/text/fold";
import { visibleText } from "@/text/visible-text";

/**
 * A stranger's words, as what the site sends may carry them: never a web
 * address, a domain, an email address or a phone number that a reader could
 * take for the business's own, or that a phone would turn into a link.
 */

/** Up to the end of the word, a closing mark of punctuation left out. */
const rest = String.raw`\S*?(?=[.,;:!?)'"]*(?:\s|$))`;
const webAddress = new RegExp(String.raw`\b(?:[a-z][a-z\d+.-]*:\/\/|www\.)${rest}`, "giu");
const emailAddress = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+/gu;
/** Labels and a top-level name of letters: "evil.example", "pay.me/now". */
const domain = new RegExp(
  String.raw`(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,}\b(?:\/${rest})?`,
  "gu",
);
/** Seven digits or more, however spaced: a phone number to call or text. */
const phoneNumber = /\+?(?:\d[\s().-]*){6,}\d/gu;

const digits = (text: string) => text.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");

/**
 * Whether a name as typed holds a domain or a phone number ("Bob.example",
 * "ｅｖｉｌ．ｃｏｍ"): then it is not repeated to anyone.
 */
export const holdsAddress = (text: string) => {
  const folded = foldLookAlikes(text);
  return (
    new RegExp(domain.source, "u").test(folded) ||
    new RegExp(webAddress.source, "iu").test(folded) ||
    new RegExp(phoneNumber.source, "u").test(folded)
  );
};

/**
 * The words on one line with every address and phone number replaced by
 * "[link]" or "[number]", except `callback`, the number the visitor gave;
 * look-alike characters folded first (text/fold.ts), so a full-width or
 * ideographic dot, or digits of another script, hide nothing.
 */
export function withoutAddresses(text: string, callback = ""): string {
  return foldLookAlikes(visibleText(text))
    .replace(/\s+/g, " ")
    .replace(webAddress, "[link]")
    .replace(emailAddress, "[link]")
    .replace(domain, "[link]")
    .replace(phoneNumber, (run) =>
      callback && digits(run) === digits(callback) ? run.trim() : "[number]",
    )
    .trim();
}
