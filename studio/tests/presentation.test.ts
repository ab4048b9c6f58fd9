import { pageDocuments, queryDatasetFile } from "@hvac/content";
import { documentIdForPage } from "@hvac/content/page-documents";
import { allPages, draftModeEndpoints, pathFor } from "@hvac/routing";
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

const heatPumpPages = [pathFor({ id: "heatPump" }, "en"), pathFor({ id: "heatPump" }, "es")];

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

  it("opens the document of each of the 78 pages beside it", () => {
    const main = presentation?.options.resolve.mainDocuments as Array<{
      route: string;
      params: { id: string };
    }>;
    expect(main).toHaveLength(78);
    for (const { page, path } of allPages()) {
      expect(main.find(({ route }) => route === path)?.params.id, path).toBe(
        documentIdForPage(page),
      );
    }
  });

  it("shows each page's document on its page in English and in Spanish", async () => {
    for (const { page } of allPages()) {
      const id = documentIdForPage(page);
      const type = Object.values(pageDocuments).find(({ id: idOf }) => idOf(page as never) === id);
      expect(await pagesShowing(id, type?.type ?? ""), id).toEqual(
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
      const shown = await pagesShowing(_id, _type);
      expect(shown.filter((path) => path.startsWith("/es")).length, _id).toBeGreaterThan(0);
      expect(shown.filter((path) => !path.startsWith("/es")).length, _id).toBeGreaterThan(0);
    }
  });

  it("offers no page for a lead", async () => {
    expect(await pagesShowing("lead-1", "lead")).toEqual([]);
  });
});
