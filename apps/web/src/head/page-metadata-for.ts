import { pageMetadata, shareImage } from "@hvac/seo";
import type { Metadata } from "next";
import { stegaClean } from "next-sanity";
import type { LoadedPage } from "@/page-kinds/page-kind";
import { settings } from "@/server/server-context";

/**
 * A page's head: its copy's search fields, its place in the route table, the
 * business's name. Without the preview's invisible edit marks: they belong in
 * the page a click lands on, not in a title.
 */
export function pageMetadataFor({ page, locale, site, head }: LoadedPage): Metadata {
  return pageMetadata({
    siteUrl: settings().siteUrl,
    routes: site.routes,
    page,
    locale,
    siteName: stegaClean(site.facts.name ?? ""),
    title: stegaClean(head.title),
    description: stegaClean(head.description ?? undefined),
    image: shareImage(settings().siteUrl, stegaClean(head.image ?? site.facts.shareImage)),
  });
}
