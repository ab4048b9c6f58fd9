import type { Locale, RouteTable } from "@hvac/routing";

/**
 * A page of the results as the office reads it: its name and address in one
 * language ("AC Repair, /air-conditioning-contractor/repair"); a page
 * withdrawn since (or a table that could not be read) keeps its key.
 */
export function pageLabel(key: string, routes: RouteTable | undefined, locale: Locale): string {
  const page = routes?.pageFromKey(key);
  if (!page || !routes) return key;
  return `${routes.nameOf(page, locale)}, ${routes.pathFor(page, locale)}`;
}
