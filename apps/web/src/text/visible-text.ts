/**
 * Text a visitor wrote, as the office reads it. Format characters (Unicode
 * Cf: right-to-left and left-to-right marks, zero-width spaces, word joiners,
 * the tag block) show nothing yet can reorder or hide what is around them.
 */
export const invisibleCharacters = /[\p{Cf}\u{E0000}-\u{E007F}]/u;

/**
 * What a line can hold and still show nothing: spaces of any kind (no-break,
 * ideographic...), tabs, line and paragraph separators, format characters.
 */
const blank = String.raw`[\t\p{Zs}\p{Zl}\p{Zp}\p{Cf}\u{E0000}-\u{E007F}]`;
const blankLines = new RegExp(String.raw`\n(?:${blank}*\n){2,}`, "gu");

/**
 * At most one blank line in a row: a wall of blank lines cannot push the rest
 * out of view. The line and paragraph separators (U+2028, U+2029) break
 * lines too, in some mail readers: they count as line breaks.
 */
export const collapseBlankLines = (text: string) =>
  text.replace(/[\u2028\u2029]/gu, "\n").replace(blankLines, "\n\n");

/**
 * A stored answer made safe to show whatever rules it was stored under (a
 * lead kept before those characters were refused): invisible characters
 * removed, blank lines collapsed.
 */
export const visibleText = (text: string) =>
  collapseBlankLines(text.replace(new RegExp(invisibleCharacters, "gu"), ""));
