/**
 * JSON for a <script type="application/ld+json"> element. The characters that
 * could end the element or start markup (<, >, &) and the two line
 * separators that old JavaScript parsers reject become \u escapes, which
 * JSON reads back as the same characters: no CMS text can break out.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
