import type { FixedPageId, PageRef } from "@hvac/routing";

/** The legal pages stay out of search results (and the sitemap), in both languages. */
const noindexPages: ReadonlySet<FixedPageId> = new Set(["privacy", "terms"]);

export const isIndexable = (page: PageRef): boolean => "doc" in page || !noindexPages.has(page.id);
