/**
 * A word of a campaign address (utm_source, utm_medium, utm_campaign), as the
 * site keeps it: in the browser (visit-origin.ts), on the server (the lead
 * form's and the beacon's origin) and in the office's views. Its own module:
 * the browser's bundle takes this and nothing else.
 */

/** Longest word kept (in characters): a label, not data. */
const maxCampaignWordLength = 50;

/**
 * Anything but letters, digits, spaces, hyphens and underscores. Letters are
 * those of words (upper, lower, title case and other letters): modifier
 * letters are left out, some look like a colon or an apostrophe (꞉ ʼ). A dot
 * is left out too: no dotted name ("www.evil.com") reads as an address.
 */
const notAllowed = /[^\p{Lu}\p{Ll}\p{Lt}\p{Lo}\p{Nd} _-]+/gu;

/** Seven digits or more, however spaced: a phone number, never a campaign's word. */
const digitRun = /(?:\p{Nd}[ _-]*){6,}\p{Nd}/gu;

/**
 * The word cleaned, or null when nothing is left: look-alike forms folded
 * first (NFKC: full-width letters and digits are plain ones), then each run
 * of other characters (and spaces) becomes one space and a run of seven
 * digits or more goes, so a word a stranger chose prints among the office's
 * own lines as a label, never as a link, a number to call, markup or a line
 * of its own ("Mark contacted: https://evil.example/go" reads "Mark contacted
 * https evil example go", "Call 210 555 9999 now" reads "Call now"), while a
 * real campaign's word still reads ("spring/2027" is "spring 2027").
 * Cleaned, never refused: a request or a count is not lost for a word the
 * visitor's link carried. Cleaning a clean word changes nothing.
 */
export function campaignWord(value: string | null | undefined): string | null {
  if (typeof value !== "string") return null;
  const cleaned = value
    .normalize("NFKC")
    .replace(notAllowed, " ")
    .replace(digitRun, " ")
    .replace(/ +/g, " ")
    .trim();
  // By characters, not UTF-16 units: a letter beyond the BMP is never cut in half.
  return Array.from(cleaned).slice(0, maxCampaignWordLength).join("").trim() || null;
}
