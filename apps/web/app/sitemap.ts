import { sitemapEntries, siteUrl } from "@hvac/seo";

export default function sitemap() {
  return sitemapEntries(siteUrl);
}
