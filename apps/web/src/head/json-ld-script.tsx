import { type Graph, serializeJsonLd } from "@hvac/seo";
import { stegaClean } from "next-sanity";

/**
 * A page's structured data for search engines. A data block, never run by
 * the browser; serializeJsonLd makes sure no CMS text can end the element.
 * The preview's invisible edit marks are taken out: search engines read this.
 * Written once: the page cache takes out the copy React also writes into the
 * flight data (src/hosting/structured-data-once.mjs).
 */
export function JsonLdScript({ graph }: { graph: Graph }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped by serializeJsonLd
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(stegaClean(graph)) }}
    />
  );
}
