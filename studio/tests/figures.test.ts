import {
  copyFactWords,
  datasetRouteTable,
  documentIdForPage,
  loadLocalDataset,
} from "@hvac/content";
import { type PageRef, pageKey } from "@hvac/routing";
import { figuresFor, missingFigures } from "@hvac/test-fixtures/business-figures";
import { describe, expect, it } from "vitest";
import { datasetFile } from "../seed/build";
import { documentText, starterFacts, starterTownCount } from "./copy-text";

const { documents } = loadLocalDataset(datasetFile);
const byId = new Map(documents.map((d) => [d._id, d]));

/** Documents a page shows text from besides its own: its FAQs and comparison table. */
const shownWith = new Set(["faq", "comparisonTable"]);

function referencedIds(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(referencedIds);
  if (!value || typeof value !== "object") return [];
  const { _ref, ...rest } = value as Record<string, unknown>;
  return [
    ...(typeof _ref === "string" ? [_ref] : []),
    ...Object.values(rest).flatMap(referencedIds),
  ];
}

/** The documents whose copy a page shows; town pages also show the shared town template. */
function pageDocuments(page: PageRef) {
  const own = byId.get(documentIdForPage(page));
  if (!own) return [];
  const shown = referencedIds(own)
    .map((id) => byId.get(id))
    .filter((d) => d !== undefined && shownWith.has(d._type));
  const template = page.id === "area" ? [byId.get(documentIdForPage({ id: "serviceAreas" }))] : [];
  return [own, ...shown, ...template].filter((d) => d !== undefined);
}

const routes = await datasetRouteTable(datasetFile);
const pages = [...new Map(routes.allPages().map((p) => [pageKey(p.page), p.page])).values()];
const facts = await starterFacts();
const factsText = JSON.stringify(facts);

describe("the business figures are in the copy of the page where they belong", () => {
  it.each(
    pages.flatMap((page) =>
      (["en", "es"] as const).map((locale) => [pageKey(page), locale, page] as const),
    ),
  )("%s (%s)", (_key, locale, page) => {
    // The copy as a visitor reads it: the Business facts it names filled in.
    const words = copyFactWords(facts, locale, facts.phone ?? "", starterTownCount);
    const text = pageDocuments(page)
      .map((d) => documentText(d, locale, words))
      .join("\n");
    expect(text, "the page has no copy").not.toBe("");
    expect(missingFigures(text, figuresFor(page).copy, locale)).toEqual([]);
  });

  it.each(
    pages.flatMap((page) => {
      const { facts } = figuresFor(page);
      return facts ? [[pageKey(page), facts] as const] : [];
    }),
  )("%s: the figures it draws from Business facts are there", (_key, figures) => {
    for (const locale of ["en", "es"] as const) {
      expect(missingFigures(factsText, figures, locale)).toEqual([]);
    }
  });
});
