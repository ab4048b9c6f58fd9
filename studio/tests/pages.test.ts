import { documentIdForPage, loadLocalDataset } from "@hvac/content";
import { allPages, type PageId, pageKey, servicePageIds } from "@hvac/routing";
import { describe, expect, it } from "vitest";
import { datasetFile } from "../seed/build";

const { documents } = loadLocalDataset(datasetFile);
const byId = new Map(documents.map((d) => [d._id, d]));

/** The document type that holds each kind of page (the schema's own names). */
const expectedType: Record<PageId, string> = {
  home: "homePage",
  about: "aboutPage",
  contact: "contactPage",
  guaranteesFinancing: "guaranteesPage",
  emergency: "emergencyPage",
  privacy: "legalPage",
  terms: "legalPage",
  serviceAreas: "serviceAreasPage",
  acHub: "serviceHub",
  heatingHub: "serviceHub",
  otherHub: "serviceHub",
  area: "serviceArea",
  ...(Object.fromEntries(servicePageIds.map((id) => [id, "servicePage"])) as Record<
    (typeof servicePageIds)[number],
    string
  >),
};

/** Types with one document per page of that kind, each naming its page in pageId. */
const namesItsPage = new Set(["legalPage", "serviceHub", "servicePage"]);

const pages = [...new Map(allPages().map((p) => [pageKey(p.page), p.page])).values()];

describe("every page of the route table has its document in the starter dataset", () => {
  it("covers the 39 pages of the route table", () => {
    expect(pages).toHaveLength(39);
  });

  it.each(pages.map((page) => [pageKey(page), page] as const))("%s", (_key, page) => {
    const id = documentIdForPage(page);
    const document = byId.get(id);
    expect(document, `no document ${id}`).toBeDefined();
    expect(document?._type).toBe(expectedType[page.id]);
    // Documents shared by a kind of page name the page they hold.
    if (page.id === "area") expect(document?.slug).toBe(page.slug);
    else if (namesItsPage.has(expectedType[page.id])) expect(document?.pageId).toBe(page.id);
  });
});
