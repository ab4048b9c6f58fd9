import anyAscii from "any-ascii";
import { SegmentedMessage } from "sms-segments-calculator";

/**
 * Text messages in GSM-7, the alphabet every phone reads at 160 characters
 * a segment: a single character outside it ("…", "á", a curly quote) sends
 * the whole text as UCS-2, at 67 a segment. Each text fits `maxSegments`.
 */
export const maxSegments = 2;

const isGsm = (character: string) =>
  new SegmentedMessage(character, "auto").getEncodingName() === "GSM-7";

/**
 * Each character GSM-7 has kept as it is (ñ, é, ü, ¿, ¡: Spanish reads
 * right), any other written in plain letters ("á" -> "a", "…" -> "...").
 */
export const inGsmLetters = (text: string) =>
  Array.from(text, (character) =>
    isGsm(character) ? character : anyAscii(character).replace(/`/g, "'"),
  ).join("");

export const segments = (text: string) => new SegmentedMessage(text, "auto").segmentsCount;

/**
 * The site's own lines, then as much of the visitor's words (one line) as
 * fits in `maxSegments`, cut at a word with "..." when they do not fit.
 */
export function fitted(ownLines: readonly string[], words: string): string {
  const own = ownLines.map(inGsmLetters).join("\n");
  const full = inGsmLetters(words).trim();
  const fits = (text: string) => segments(text) <= maxSegments;
  const withWords = (text: string) => (text ? `${own}\n${text}` : own);
  if (fits(withWords(full))) return withWords(full);
  let low = 0;
  let high = full.length;
  // The longest cut that fits, found by halves: a text is at most 306 characters.
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(withWords(`${full.slice(0, middle).trimEnd()}...`))) low = middle;
    else high = middle - 1;
  }
  const cut = full.slice(0, low);
  const atWord = cut.includes(" ") && low < full.length ? cut.slice(0, cut.lastIndexOf(" ")) : cut;
  return withWords(atWord.trim() ? `${atWord.trimEnd()}...` : "");
}
