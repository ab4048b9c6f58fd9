import {
  areaListQuery,
  type BusinessFactsQueryResult,
  businessFactsId,
  businessFactsQuery,
  type CopyFact,
  copyFactWords,
  docTag,
  type Localized,
  localize,
  type Phone,
  pageForDocument,
  phoneNumber,
  routeCollectionsQuery,
  routeDocumentTypes,
  routeTableOf,
  typeTag,
} from "@hvac/content";
import type { Locale, RouteTable } from "@hvac/routing";
import { cache } from "react";
import { cachedQuery } from "./cached-query";

/** The Business facts document in the visitor's language. */
export type BusinessFacts = Localized<NonNullable<BusinessFactsQueryResult>>;

export interface Town {
  /** The town's document: its page is `{ id: "area", doc }`. */
  doc: string;
  name: string;
  /** Its page's path in the visitor's language. */
  href: string;
  zip: string | null;
  county: string | null;
  /** Ticked by the office for the menus and the service pages' town lists. */
  inMenus: boolean;
  showOnHome: boolean;
}

/** What every page shows besides its own copy: the business's facts, the pages and the towns served. */
export interface SiteContent {
  /** The route table as published: the fixed pages, the office's towns and service pages. */
  routes: RouteTable;
  facts: BusinessFacts;
  phone: Phone;
  /** The towns with a page, in menu order. */
  towns: Town[];
  /** What copy writes as {arrivalPromise} and the like, in the visitor's language. */
  factWords: Record<CopyFact, string>;
}

/**
 * The route table as published, read through the data cache: a publish of a
 * town, a service page or a redirect refreshes it (and every page, whose
 * menus and lists it feeds).
 */
export const siteRoutes = cache(
  async (): Promise<RouteTable> =>
    routeTableOf(await cachedQuery(routeCollectionsQuery, {}, routeDocumentTypes.map(typeTag))),
);

/** Where a link in rich text to a page's document leads; nowhere when the page is withdrawn. */
export const pageHref =
  (routes: RouteTable, locale: Locale) =>
  (documentId: string): string | undefined => {
    const page = pageForDocument(routes, documentId);
    return page && routes.pathFor(page, locale);
  };

/** Business facts, the route table and the towns, read once per page and language. */
export const siteContent = cache(async (locale: Locale): Promise<SiteContent> => {
  const [facts, areas, routes] = await Promise.all([
    cachedQuery(businessFactsQuery, {}, [docTag(businessFactsId), typeTag("serviceArea")]),
    cachedQuery(areaListQuery, {}, [typeTag("serviceArea")]),
    siteRoutes(),
  ]);
  if (!facts) throw new Error("The Business facts document is missing from the content.");
  const phone = phoneNumber(facts.phone ?? "");
  return {
    facts: localize(facts, {
      locale,
      phoneHref: phone.href,
      phoneDisplay: phone.display,
      pageHref: pageHref(routes, locale),
    }),
    phone,
    factWords: copyFactWords(facts, locale, phone.display, routes.areas.length),
    routes,
    towns: areas.flatMap((area) =>
      area.name && pageForDocument(routes, area._id)
        ? [
            {
              doc: area._id,
              href: routes.pathFor({ id: "area", doc: area._id }, locale),
              name: area.name,
              zip: area.zip,
              county: area.county,
              inMenus: area.inMenus === true,
              showOnHome: area.showOnHome === true,
            },
          ]
        : [],
    ),
  };
});

/** "Elmendorf, TX 78112": the second line of the office address. */
export function cityLine(facts: BusinessFacts): string {
  const address = facts.address;
  return address ? `${address.city}, ${address.state} ${address.zip}` : "";
}
