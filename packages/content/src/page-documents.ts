import {
  collectionKinds,
  fixedPageIds,
  kindOf,
  type PageKind,
  type PageOfKind,
  type PageRef,
  type RoutedPage,
  type RouteTable,
} from "@hvac/routing";

/**
 * Which document holds each page's copy: one document type per kind of page.
 * A fixed page's document has an id fixed by the page, so the Studio can
 * offer it as a singleton and the site can tag each read with the id before
 * reading; a town's or service page's document is the page itself. The
 * site, the Studio's menu and preview, and the starter dataset all use this.
 */
export const pageDocuments = {
  home: { type: "homePage", id: () => "homePage" },
  about: { type: "aboutPage", id: () => "aboutPage" },
  contact: { type: "contactPage", id: () => "contactPage" },
  guarantees: { type: "guaranteesPage", id: () => "guaranteesPage" },
  emergency: { type: "emergencyPage", id: () => "emergencyPage" },
  booking: { type: "bookingPage", id: () => "bookingPage" },
  legal: { type: "legalPage", id: (page) => `legalPage-${page.id}` },
  hub: { type: "serviceHub", id: (page) => `serviceHub-${page.id}` },
  service: { type: "servicePage", id: (page) => page.doc },
  areasIndex: { type: "serviceAreasPage", id: () => "serviceAreasPage" },
  area: { type: "serviceArea", id: (page) => page.doc },
} as const satisfies { [K in PageKind]: { type: string; id(page: PageOfKind<K>): string } };

/**
 * The types of document that hold one fixed page each. Other documents point
 * at them only to link to them, and a fixed page's address never changes, so
 * their publish refreshes their own pages alone.
 */
export const fixedPageTypes: ReadonlySet<string> = new Set(
  Object.entries(pageDocuments)
    .filter(([kind]) => !(collectionKinds as readonly string[]).includes(kind))
    .map(([, { type }]) => type),
);

/** Every type of document that holds a page: what a link or a redirect can lead to. */
export const pageDocumentTypes = Object.values(pageDocuments).map(({ type }) => type);

/** The id of the document that holds a page's copy. */
export function documentIdForPage(page: PageRef): string {
  const { id } = pageDocuments[kindOf(page)] as { id(page: PageRef): string };
  return id(page);
}

/** The type of the document that holds a page's copy. */
export const documentTypeForPage = (page: PageRef): string => pageDocuments[kindOf(page)].type;

/** The one Business facts document: name, phone, address, promises... */
export const businessFactsId = "businessFacts";

/** The pages (each in English and Spanish) whose copy is the document with this id. */
export const pagesOfDocument = (table: RouteTable, id: string): RoutedPage[] =>
  table.allPages().filter(({ page }) => documentIdForPage(page) === id);

const fixedPageOfDocument = new Map(
  fixedPageIds.map((id) => [documentIdForPage({ id }), { id }] as const),
);

/** The page a document of this id and type holds (whether it exists now is the table's to say). */
export function pageRefForDocument(id: string, type?: string | null): PageRef | undefined {
  const fixed = fixedPageOfDocument.get(id);
  if (fixed) return fixed;
  if (type === "servicePage") return { id: "service", doc: id };
  if (type === "serviceArea") return { id: "area", doc: id };
  return undefined;
}

/** The page whose copy a document holds, if it is a page that exists now. */
export function pageForDocument(table: RouteTable, id: string): PageRef | undefined {
  const type = table.services.some((s) => s.doc === id)
    ? "servicePage"
    : table.areas.some((a) => a.doc === id)
      ? "serviceArea"
      : undefined;
  const page = pageRefForDocument(id, type);
  return page && table.has(page) ? page : undefined;
}
