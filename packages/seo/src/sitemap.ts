import type { RouteTable } from "@hvac/routing";
import type { MetadataRoute } from "next";
import { languageAlternates } from "./alternates";
import { isIndexable } from "./indexing";

/**
 * Every indexable page of the route table in both languages, each naming its
 * twin and the default page as alternates (xhtml:link in the XML).
 */
export function sitemapEntries(siteUrl: string, routes: RouteTable): MetadataRoute.Sitemap {
  return routes
    .allPages()
    .filter(({ page }) => isIndexable(page))
    .map(({ page, locale }) => {
      const languages = languageAlternates(siteUrl, routes, page);
      return { url: languages[locale], alternates: { languages } };
    });
}

/** Crawling is open everywhere; noindex pages must stay crawlable for search engines to see it. */
export function robotsFile(siteUrl: string): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/" }],
    sitemap: `${siteUrl}/sitemap.xml`,
  };
}
