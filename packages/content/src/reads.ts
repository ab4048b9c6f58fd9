import type { AreaSlug, PageRef, ServiceHubId, ServicePageId } from "@hvac/routing";
import {
  areaDocumentId,
  documentIdForPage,
  hubDocumentId,
  type LegalPageId,
  legalDocumentId,
  serviceDocumentId,
  singletonIds,
} from "./document-ids";
import {
  aboutPageQuery,
  areaListQuery,
  areaPageQuery,
  businessFactsQuery,
  contactPageQuery,
  emergencyPageQuery,
  guaranteesPageQuery,
  homePageQuery,
  legalPageQuery,
  serviceAreasPageQuery,
  serviceHubQuery,
  servicePageQuery,
} from "./queries";
import type { QueryParams, QueryString } from "./source";

/**
 * Cache tags name what a read used: `doc:<id>` for one document (pages are
 * read by their fixed id, so the tag is known before reading), `type:<type>`
 * for a list of every document of a type. A publish of a document refreshes
 * its own tags and the `doc:` tags of the documents that reference it.
 */
export const docTag = (id: string) => `doc:${id}`;
export const typeTag = (type: string) => `type:${type}`;

export interface Read<Q extends QueryString> {
  query: Q;
  params: QueryParams;
  tags: string[];
}

const read = <Q extends QueryString>(query: Q, params: QueryParams, tags: string[]): Read<Q> => ({
  query,
  params,
  tags,
});

const byId = <Q extends QueryString>(query: Q, id: string) => read(query, { id }, [docTag(id)]);
const singleton = <Q extends QueryString>(query: Q, id: string) => read(query, {}, [docTag(id)]);

export const reads = {
  businessFacts: () => singleton(businessFactsQuery, singletonIds.businessFacts),
  areaList: () => read(areaListQuery, {}, [typeTag("serviceArea")]),
  servicePage: (id: ServicePageId) => byId(servicePageQuery, serviceDocumentId(id)),
  serviceHub: (id: ServiceHubId) => byId(serviceHubQuery, hubDocumentId(id)),
  area: (slug: AreaSlug) => byId(areaPageQuery, areaDocumentId(slug)),
  serviceAreasPage: () => singleton(serviceAreasPageQuery, singletonIds.serviceAreasPage),
  homePage: () => singleton(homePageQuery, singletonIds.homePage),
  aboutPage: () => singleton(aboutPageQuery, singletonIds.aboutPage),
  contactPage: () => singleton(contactPageQuery, singletonIds.contactPage),
  guaranteesPage: () => singleton(guaranteesPageQuery, singletonIds.guaranteesPage),
  emergencyPage: () => singleton(emergencyPageQuery, singletonIds.emergencyPage),
  legalPage: (id: LegalPageId) => byId(legalPageQuery, legalDocumentId(id)),
};

/** The published id of a document, whether given its draft's id or its own. */
export const publishedId = (id: string) => id.replace(/^drafts\./, "");

/** The tags to refresh when a document is published, given who references it. */
export function tagsForChange(
  change: { _id: string; _type: string },
  referrers: string[],
): string[] {
  const id = publishedId(change._id);
  return [...new Set([docTag(id), typeTag(change._type), ...referrers.map(docTag)])];
}

/** The tag of the document behind a page, e.g. for checking what a publish refreshes. */
export const pageTag = (page: PageRef) => docTag(documentIdForPage(page));
