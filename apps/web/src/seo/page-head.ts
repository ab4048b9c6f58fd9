import { pick, reads } from "@hvac/content";
import type { Locale, PageRef } from "@hvac/routing";
import { pageMetadata, shareImage } from "@hvac/seo";
import type { Metadata } from "next";
import { pageCopy } from "@/content/page-copy";
import { readContent } from "@/content/read";
import { siteUrl } from "./site-url";

/** A page's head: its copy's search fields, its place in the route table, the business's name. */
export async function pageHead(page: PageRef, locale: Locale): Promise<Metadata> {
  const [copy, facts] = await Promise.all([
    pageCopy(page, locale),
    readContent(reads.businessFacts()),
  ]);
  const fallbackImage = facts?.shareImage && {
    ...facts.shareImage,
    alt: pick(facts.shareImage.alt, locale),
  };
  return pageMetadata({
    siteUrl,
    page,
    locale,
    siteName: facts?.name ?? "",
    title: copy.title,
    description: copy.description,
    image: shareImage(siteUrl, copy.image ?? fallbackImage),
  });
}
