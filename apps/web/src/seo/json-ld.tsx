import type { Locale, PageRef } from "@hvac/routing";
import { serializeJsonLd } from "@hvac/seo";
import { pageGraph } from "./structured-data";

/**
 * The page's structured data for search engines. A data block, never run by
 * the browser; serializeJsonLd makes sure no CMS text can end the element.
 */
export async function JsonLd({ page, locale }: { page: PageRef; locale: Locale }) {
  const graph = await pageGraph(page, locale);
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped by serializeJsonLd
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(graph) }}
    />
  );
}
