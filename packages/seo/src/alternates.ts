import { defaultLocale, type Locale, locales, type PageRef, type RouteTable } from "@hvac/routing";
import { absoluteUrl } from "./site-url";

/** hreflang values: each language of the table, and x-default for a visitor of neither. */
export type Hreflang = Locale | "x-default";

/** The absolute address of a page in each language, and the default one (English). */
export function languageAlternates(
  siteUrl: string,
  routes: RouteTable,
  page: PageRef,
): Record<Hreflang, string> {
  const byLocale = Object.fromEntries(
    locales.map((locale) => [locale, absoluteUrl(siteUrl, routes.pathFor(page, locale))]),
  ) as Record<Locale, string>;
  return { ...byLocale, "x-default": byLocale[defaultLocale] };
}
