import { readFileSync } from "node:fs";
import { datasetRouteTable, documentTypeForPage, queryDatasetFile } from "@hvac/content";
import { documentIdForPage } from "@hvac/content/page-documents";
import { draftModeEndpoints } from "@hvac/routing";
import { firstValueFrom, from, isObservable } from "rxjs";
import type { DocumentLocationsState } from "sanity/presentation";
import { describe, expect, it } from "vitest";
import { locations } from "../presentation";
import config from "../sanity.config";
import { datasetFile } from "../seed/build";

/** The Studio's document store, answering live queries from the starter dataset. */
const documentStore = {
  listenQuery: (query: string, params: Record<string, string>) =>
    from(queryDatasetFile(datasetFile, query, params, "drafts")),
};

/** The pages the Presentation tool offers for a document, as it resolves them. */
async function pagesShowing(id: string, type: string): Promise<string[]> {
  const state = locations(
    { id, type, version: undefined, perspectiveStack: ["drafts"] },
    { documentStore: documentStore as never },
  );
  const resolved: DocumentLocationsState | null | undefined = isObservable(state)
    ? await firstValueFrom(state)
    : state;
  return (resolved?.locations ?? []).map(({ href }) => href);
}

const documents = (await queryDatasetFile(datasetFile, "*[]{_id, _type}")) as Array<{
  _id: string;
  _type: string;
}>;

const routes = await datasetRouteTable(datasetFile);
const { pathFor } = routes;
const allPages = () => routes.allPages();
/** Whether a value holds a reference to `id`, at any depth. */
const refersTo = (value: unknown, id: string): boolean =>
  Array.isArray(value)
    ? value.some((item) => refersTo(item, id))
    : typeof value === "object" && value !== null
      ? (value as { _ref?: unknown })._ref === id ||
        Object.values(value).some((item) => refersTo(item, id))
      : false;

/** The pages whose document lists `id`, in both languages: read from the dataset file itself. */
const written = readFileSync(datasetFile, "utf8")
  .split("\n")
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as { _id: string });
function pagesListing(id: string): string[] {
  const listing = new Set(written.filter((doc) => refersTo(doc, id)).map((doc) => doc._id));
  return allPages()
    .filter(({ page }) => listing.has(documentIdForPage(page)))
    .map(({ path }) => path)
    .sort();
}

const heatPump = { id: "service", doc: "servicePage-heatPump" } as const;
const heatPumpPages = [pathFor(heatPump, "en"), pathFor(heatPump, "es")];

describe("the Presentation tool", () => {
  const presentation = config.plugins
    ?.flatMap((plugin) => ("tools" in plugin && Array.isArray(plugin.tools) ? plugin.tools : []))
    .find((tool) => tool.name === "presentation");

  it("is in the Studio and turns draft mode on and off through the site's routes", () => {
    expect(presentation?.options.previewUrl).toEqual({
      initial: "http://localhost:3000",
      previewMode: draftModeEndpoints,
    });
  });

  it("opens the document of each of the 80 pages beside it, towns and services by their address", async () => {
    const main = presentation?.options.resolve.mainDocuments as Array<{
      route: string;
      filter: string;
      params?: Record<string, string>;
    }>;
    const matching = (path: string) =>
      main.flatMap(({ route, filter, params }) => {
        if (route === path) return [{ filter, params: params ?? {} }];
        const [, base, name] = route.match(/^(.*)\/:(\w+)$/) ?? [];
        const rest = base && path.startsWith(`${base}/`) ? path.slice(base.length + 1) : "";
        return name && rest && !rest.includes("/") ? [{ filter, params: { [name]: rest } }] : [];
      });
    for (const { page, path } of allPages()) {
      const [resolver, ...others] = matching(path);
      expect(others, path).toEqual([]);
      const found = resolver
        ? await queryDatasetFile(datasetFile, `*[${resolver.filter}][0]._id`, resolver.params)
        : undefined;
      expect(found, path).toBe(documentIdForPage(page));
    }
  });

  it("shows each page's document on its page in English and in Spanish", async () => {
    for (const { page } of allPages()) {
      const id = documentIdForPage(page);
      expect(await pagesShowing(id, documentTypeForPage(page)), id).toEqual(
        expect.arrayContaining([pathFor(page, "en"), pathFor(page, "es")]),
      );
    }
    // The draft an editor has open shows where its published document does.
    expect(await pagesShowing("drafts.servicePage-heatPump", "servicePage")).toEqual(heatPumpPages);
  });

  it("shows Business facts on every page", async () => {
    expect((await pagesShowing("businessFacts", "businessFacts")).sort()).toEqual(
      allPages()
        .map(({ path }) => path)
        .sort(),
    );
  });

  it("shows an FAQ or a comparison table on the pages listing it, in both languages", async () => {
    expect(await pagesShowing("comparison-heat-pump-vs-ac-furnace", "comparisonTable")).toEqual(
      heatPumpPages,
    );
    expect(await pagesShowing("faq-heat-pump-cold-weather", "faq")).toEqual(heatPumpPages);
    for (const { _id, _type } of documents.filter(({ _type }) =>
      ["faq", "comparisonTable"].includes(_type),
    )) {
      const listing = pagesListing(_id);
      // Listed somewhere, in each language.
      expect(listing.filter((path) => path.startsWith("/es")).length, _id).toBeGreaterThan(0);
      expect(listing.filter((path) => !path.startsWith("/es")).length, _id).toBeGreaterThan(0);
      expect((await pagesShowing(_id, _type)).sort(), _id).toEqual(listing);
    }
  });

  it("offers no page for a lead", async () => {
    expect(await pagesShowing("lead-1", "lead")).toEqual([]);
  });
});
