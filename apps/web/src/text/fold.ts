import anyAscii from "any-ascii";

/** Kept as typed: letters of every script, ASCII, and Spanish's own marks. */
const kept = /[\p{L}\p{M}\p{ASCII}¿¡«»°]/u;

/**
 * A stranger's text with its look-alike characters folded to what they look
 * like, before anything is filtered out of it: Unicode's compatibility forms
 * first (NFKC: full-width "ｅｖｉｌ．ｃｏｍ", mathematical "𝟐𝟏𝟎", the one-dot
 * leader "․"), then every other character that is not a letter written the
 * way any-ascii transliterates it (the ideographic full stop "。" and the
 * middle dot "·" are dots, Arabic-Indic digits are digits). Letters of every
 * script stay as typed (García, Nguyễn, Łódź), and so do ¿ and ¡.
 */
export const foldLookAlikes = (text: string) =>
  Array.from(text.normalize("NFKC"), (character) =>
    kept.test(character) ? character : anyAscii(character),
  ).join("");
