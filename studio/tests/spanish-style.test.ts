import { copyFactWords, loadLocalDataset } from "@hvac/content";
import { properNames, titleCaseWords, translatedWording } from "@hvac/test-fixtures/spanish-style";
import { describe, expect, it } from "vitest";
import { datasetFile } from "../seed/build";
import { blockTexts, localeFields, starterFacts, starterTownCount } from "./copy-text";

const { documents } = loadLocalDataset(datasetFile);
const content = documents.filter((d) => !d._type.startsWith("sanity."));
const facts = await starterFacts();
/** The Business facts as Spanish copy names them: checked as the visitor reads them. */
const factWords = copyFactWords(facts, "es", facts.phone ?? "", starterTownCount);
/** The business's own names are names too. */
const names = [
  ...properNames,
  facts.name ?? "",
  facts.dealerBrand ?? "",
  ...(facts.otherBrands ?? []),
].filter(Boolean);

describe("the Spanish copy is written in sentence case", () => {
  it.each(content.map((d) => [d._id, d] as const))("%s", (_id, document) => {
    const capitalised = localeFields(document).flatMap((field) =>
      blockTexts(field.es, factWords).flatMap((text) =>
        titleCaseWords(text, names).map((word) => `${field.path}: ${word} in "${text}"`),
      ),
    );
    expect(capitalised).toEqual([]);
  });
});

describe("the Spanish copy reads as written in Spanish, not translated", () => {
  it.each(content.map((d) => [d._id, d] as const))("%s", (_id, document) => {
    const translated = localeFields(document).flatMap((field) =>
      blockTexts(field.es, factWords).flatMap((text) =>
        translatedWording(text).map((found) => `${field.path}: ${found}`),
      ),
    );
    expect(translated).toEqual([]);
  });
});
