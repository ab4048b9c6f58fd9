import { businessFactsId, documentIdForPage, pagesOfDocument } from "@hvac/content/page-documents";
import { routeCollectionsQuery, routeTableOf } from "@hvac/content/route-collections";
import {
  fixedPageIds,
  href,
  type Locale,
  locales,
  type RoutedPage,
  type RouteTable,
  serviceHubs,
} from "@hvac/routing";
import { combineLatest, map } from "rxjs";
import type {
  DocumentLocation,
  DocumentLocationResolver,
  DocumentResolver,
} from "sanity/presentation";

const languageNames: Record<Locale, string> = { en: "English", es: "Español" };

const location =
  (table: RouteTable) =>
  ({ page, locale, path }: RoutedPage): DocumentLocation => ({
    title: `${table.nameOf(page, locale)} (${languageNames[locale]})`,
    href: path,
  });

const publishedId = (id: string) => id.replace(/^drafts\./, "");

/**
 * Where a document shows on the site, in English and Spanish: a page's own
 * document on its two pages, Business facts on every page, an FAQ or a
 * comparison table on the pages whose documents list it. Followed live, with
 * the route table as published: a town added or renamed shows at once.
 */
export const locations: DocumentLocationResolver = ({ id, type }, { documentStore }) => {
  if (type === "lead" || type === "redirect") return null;
  const table$ = documentStore
    .listenQuery(routeCollectionsQuery, {}, { perspective: "published" })
    .pipe(map(routeTableOf));
  const referrers$ = documentStore.listenQuery(
    `*[references($id)]._id`,
    { id: publishedId(id) },
    { perspective: "drafts" },
  );
  return combineLatest([table$, referrers$]).pipe(
    map(([table, referrers]: [RouteTable, string[]]) => {
      if (id === businessFactsId) {
        return {
          message: "Every page shows the Business facts.",
          locations: table.allPages().map(location(table)),
        };
      }
      const own = pagesOfDocument(table, publishedId(id));
      if (own.length > 0) return { locations: own.map(location(table)) };
      const pages = [...new Set(referrers.map(publishedId))].flatMap((referrer) =>
        pagesOfDocument(table, referrer),
      );
      return pages.length > 0
        ? { locations: pages.map(location(table)) }
        : { message: "No page lists this yet.", tone: "caution" as const };
    }),
  );
};

/**
 * The document a page shows, for the Presentation tool to open beside it: a
 * fixed page by its path, a town or service page by its address.
 */
export const mainDocuments: DocumentResolver[] = [
  ...fixedPageIds.flatMap((id) =>
    locales.map((locale) => ({
      route: href(id, locale),
      filter: `_id == $id`,
      params: { id: documentIdForPage({ id }) },
    })),
  ),
  ...locales.flatMap((locale) => [
    ...serviceHubs.map((hub) => ({
      route: `${href(hub, locale)}/:address`,
      filter: `_type == "servicePage" && group == "${hub}" && address.${locale} == $address`,
    })),
    {
      route: `${href("serviceAreas", locale)}/:address`,
      filter: `_type == "serviceArea" && address.${locale} == $address`,
    },
  ]),
];
