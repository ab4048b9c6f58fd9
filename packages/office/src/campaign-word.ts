/**
 * A word of a campaign address (utm_source, utm_medium, utm_campaign), as the
 * site keeps it: in the browser (visit-origin.ts), on the server (the lead
 * form's and the beacon's origin) and in the office's views. Its own module:
 * the browser's bundle takes this and nothing else.
 */

/** Longest word kept (in characters): a label, not data. */
export const maxCampaignWordLength = 50;

/**
 * Anything but letters, digits, spaces, dots, hyphens and underscores.
 * Letters are those of words (upper, lower, title case and other letters):
 * modifier letters are left out, some look like a colon or an apostrophe (꞉ ʼ).
 */
const notAllowed = /[^\p{Lu}\p{Ll}\p{Lt}\p{Lo}\p{Nd} ._-]+/gu;

/**
 * The word cleaned, or null when nothing is left: each run of other characters
 * (and spaces) becomes one space, so a word a stranger chose prints among the office's
 * own lines as a label, never as a link, markup or a line of its own
 * ("Mark contacted: https://evil.example/go" reads "Mark contacted https
 * evil.example go"), while a real campaign's word still reads ("spring/2027"
 * is "spring 2027"). Cleaned, never refused: a request or a count is not lost
 * for a word the visitor's link carried. Cleaning a clean word changes nothing.
 */
export function campaignWord(value: string | null | undefined): string | null {
  if (typeof value !== "string") return null;
  const cleaned = value.normalize("NFC").replace(notAllowed, " ").replace(/ +/g, " ").trim();
  // By characters, not UTF-16 units: a letter beyond the BMP is never cut in half.
  return Array.from(cleaned).slice(0, maxCampaignWordLength).join("").trim() || null;
}
