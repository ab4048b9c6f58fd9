import {
  type AreaSlug,
  type FixedPageId,
  type PageRef,
  type ServiceHubId,
  type ServicePageId,
  serviceHubs,
  servicePageIds,
} from "@hvac/routing";

/**
 * Every page's copy lives in one document with a fixed id, so the Studio can
 * offer each page as a singleton and the site can tag each read with the id
 * it used, before reading.
 */
export const singletonIds = {
  businessFacts: "businessFacts",
  homePage: "homePage",
  aboutPage: "aboutPage",
  contactPage: "contactPage",
  guaranteesPage: "guaranteesPage",
  emergencyPage: "emergencyPage",
  serviceAreasPage: "serviceAreasPage",
} as const;

export type LegalPageId = "privacy" | "terms";
export const legalPageIds: readonly LegalPageId[] = ["privacy", "terms"];

export const legalDocumentId = (id: LegalPageId) => `legalPage-${id}`;
export const hubDocumentId = (id: ServiceHubId) => `serviceHub-${id}`;
export const serviceDocumentId = (id: ServicePageId) => `servicePage-${id}`;
export const areaDocumentId = (slug: AreaSlug) => `serviceArea-${slug}`;

const fixedPageDocuments: Record<FixedPageId, string> = {
  home: singletonIds.homePage,
  about: singletonIds.aboutPage,
  contact: singletonIds.contactPage,
  guaranteesFinancing: singletonIds.guaranteesPage,
  emergency: singletonIds.emergencyPage,
  privacy: legalDocumentId("privacy"),
  terms: legalDocumentId("terms"),
  serviceAreas: singletonIds.serviceAreasPage,
  ...(Object.fromEntries(serviceHubs.map((id) => [id, hubDocumentId(id)])) as Record<
    ServiceHubId,
    string
  >),
  ...(Object.fromEntries(servicePageIds.map((id) => [id, serviceDocumentId(id)])) as Record<
    ServicePageId,
    string
  >),
};

/** The document that holds a page's copy. */
export function documentIdForPage(page: PageRef): string {
  return page.id === "area" ? areaDocumentId(page.slug) : fixedPageDocuments[page.id];
}
