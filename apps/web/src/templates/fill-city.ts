import type { RichText } from "@hvac/content";

/** Editors write {city} in the shared town-page text; each town page puts its name there. */
export const fillCity = (text: string | undefined, city: string) =>
  text?.replaceAll("{city}", city);

export function fillCityInRichText(
  blocks: RichText | undefined,
  city: string,
): RichText | undefined {
  return blocks?.map((block) => ({
    ...block,
    children: block.children?.map((span) => ({ ...span, text: fillCity(span.text, city) ?? "" })),
  }));
}
