import { sitemapEntries } from "@hvac/seo";
import { siteUrl } from "@/seo/site-url";

export default function sitemap() {
  return sitemapEntries(siteUrl);
}
