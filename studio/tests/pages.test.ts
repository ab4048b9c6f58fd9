import { datasetRouteTable, documentIdForPage, loadLocalDataset } from "@hvac/content";
import { type PageId, pageKey } from "@hvac/routing";
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
  booking: "bookingPage",
  privacy: "legalPage",
  terms: "legalPage",
  serviceAreas: "serviceAreasPage",
  acHub: "serviceHub",
  heatingHub: "serviceHub",
  otherHub: "serviceHub",
  area: "serviceArea",
  service: "servicePage",
};

/** Fixed pages shared by a kind of document name the page they hold in pageId. */
const namesItsPage = new Set(["legalPage", "serviceHub"]);

const routes = await datasetRouteTable(datasetFile);
const pages = [...new Map(routes.allPages().map((p) => [pageKey(p.page), p.page])).values()];

describe("every page of the route table has its document in the starter dataset", () => {
  it("covers the 40 pages of today's site: 23 fixed, 11 service pages, 17 towns", () => {
    expect(pages).toHaveLength(40);
    expect(routes.services).toHaveLength(11);
    expect(routes.areas).toHaveLength(17);
  });

  it.each(pages.map((page) => [pageKey(page), page] as const))("%s", (_key, page) => {
    const id = documentIdForPage(page);
    const document = byId.get(id);
    expect(document, `no document ${id}`).toBeDefined();
    expect(document?._type).toBe(expectedType[page.id]);
    if (!("doc" in page) && namesItsPage.has(expectedType[page.id])) {
      expect(document?.pageId).toBe(page.id);
    }
  });

  it("keeps every address of the old site answering: five redirects to service pages", () => {
    expect(routes.redirects().filter(({ from }) => !from.startsWith("/es/service-areas"))).toEqual(
      expect.arrayContaining([
        {
          from: "/heating-contractor/heat-pump",
          to: "/air-conditioning-contractor/heat-pump-service",
        },
        { from: "/es/calefaccion/arreglo-hornos", to: "/es/calefaccion/reparacion-hornos" },
      ]),
    );
  });
});
