import { pageMetadata, shareImage, siteUrl } from "@hvac/seo";
import type { Metadata } from "next";
import type { LoadedPage } from "@/page-kinds/page-kind";

/** A page's head: its copy's search fields, its place in the route table, the business's name. */
export function pageMetadataFor({ page, locale, site, head }: LoadedPage): Metadata {
  return pageMetadata({
    siteUrl,
    page,
    locale,
    siteName: site.facts.name ?? "",
    title: head.title,
    description: head.description ?? undefined,
    image: shareImage(siteUrl, head.image ?? site.facts.shareImage),
  });
}
