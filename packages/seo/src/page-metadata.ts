import type { Locale, PageRef, RouteTable } from "@hvac/routing";
import type { Metadata } from "next";
import { languageAlternates } from "./alternates";
import { isIndexable } from "./indexing";
import type { ShareImage } from "./share-image";

/** Open Graph locales: the site is written for the United States, in both languages. */
export const ogLocales: Record<Locale, string> = { en: "en_US", es: "es_US" };

export interface PageHeadInput {
  siteUrl: string;
  routes: RouteTable;
  page: PageRef;
  locale: Locale;
  /** The business's name, shown by link previews as the site's. */
  siteName: string;
  title: string;
  description?: string;
  image?: ShareImage;
}

/**
 * The head of a page: its title and description, a self-referencing canonical
 * link, the page in each language, Open Graph for link previews, and noindex
 * on the legal pages.
 */
export function pageMetadata(input: PageHeadInput): Metadata {
  const { siteUrl, routes, page, locale, siteName, title, description, image } = input;
  const languages = languageAlternates(siteUrl, routes, page);
  const canonical = languages[locale];
  const images = image ? [image] : undefined;
  return {
    title,
    description,
    alternates: { canonical, languages },
    openGraph: {
      type: "website",
      url: canonical,
      siteName,
      title,
      description,
      locale: ogLocales[locale],
      alternateLocale: Object.entries(ogLocales)
        .filter(([other]) => other !== locale)
        .map(([, ogLocale]) => ogLocale),
      images,
    },
    twitter: { card: image ? "summary_large_image" : "summary", title, description, images },
    ...(isIndexable(page) ? {} : { robots: { index: false, follow: true } }),
  };
}
