/**
 * Text a visitor wrote, as the office reads it. Format characters (Unicode
 * Cf: right-to-left and left-to-right marks, zero-width spaces, word joiners,
 * the tag block) show nothing yet can reorder or hide what is around them.
 */
export const invisibleCharacters = /[\p{Cf}\u{E0000}-\u{E007F}]/u;

/** At most one blank line in a row: a wall of blank lines cannot push the rest out of view. */
export const collapseBlankLines = (text: string) => text.replace(/\n(?:[ \t]*\n){2,}/g, "\n\n");

/**
 * A stored answer made safe to show whatever rules it was stored under (a
 * lead kept before those characters were refused): invisible characters
 * removed, blank lines collapsed.
 */
export const visibleText = (text: string) =>
  collapseBlankLines(text.replace(new RegExp(invisibleCharacters, "gu"), ""));
