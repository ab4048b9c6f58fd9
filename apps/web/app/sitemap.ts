import { sitemapEntries } from "@hvac/seo";
import { siteRoutes } from "@/content/site-content";
import { settings } from "@/server/server-context";

// Written per request from the cached route table: a town the office adds or
// withdraws is in (or out of) the very next sitemap a crawler reads, which a
// kept copy of the file refreshed in the background would not promise.
export const dynamic = "force-dynamic";

export default async function sitemap() {
  return sitemapEntries(settings().siteUrl, await siteRoutes());
}
