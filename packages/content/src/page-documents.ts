import {
  allPages,
  kindOf,
  type PageKind,
  type PageOfKind,
  type PageRef,
  type RoutedPage,
} from "@hvac/routing";

/**
 * Which document holds each page's copy: one document type per kind of page,
 * and an id fixed by the page, so the Studio can offer each page as a
 * singleton and the site can tag each read with the id before reading. The
 * site, the Studio's menu and preview, and the starter dataset all use this.
 */
export const pageDocuments = {
  home: { type: "homePage", id: () => "homePage" },
  about: { type: "aboutPage", id: () => "aboutPage" },
  contact: { type: "contactPage", id: () => "contactPage" },
  guarantees: { type: "guaranteesPage", id: () => "guaranteesPage" },
  emergency: { type: "emergencyPage", id: () => "emergencyPage" },
  legal: { type: "legalPage", id: (page) => `legalPage-${page.id}` },
  hub: { type: "serviceHub", id: (page) => `serviceHub-${page.id}` },
  service: { type: "servicePage", id: (page) => `servicePage-${page.id}` },
  areasIndex: { type: "serviceAreasPage", id: () => "serviceAreasPage" },
  area: { type: "serviceArea", id: (page) => `serviceArea-${page.slug}` },
} as const satisfies { [K in PageKind]: { type: string; id(page: PageOfKind<K>): string } };

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
export const pagesOfDocument = (id: string): RoutedPage[] =>
  allPages().filter(({ page }) => documentIdForPage(page) === id);
