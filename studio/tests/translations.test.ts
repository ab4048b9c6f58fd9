import { loadLocalDataset, type SanityDocumentLike } from "@hvac/content";
import { describe, expect, it } from "vitest";
import { datasetFile } from "../seed/build";
import { blockTexts, localeFields, localeTypes, plainText } from "./copy-text";

const { documents } = loadLocalDataset(datasetFile);
const content = documents.filter((d) => !d._type.startsWith("sanity."));

const hasLetters = (text: string) => /\p{L}/u.test(text);
const normalize = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * Texts that read the same in both languages on purpose. Each needs a reason;
 * anything else with letters must be written for Spanish readers.
 */
const sameInBothLanguages = new Map<string, string>([]);

/** Translatable fields with a language missing or empty. */
function untranslated(document: SanityDocumentLike): string[] {
  return localeFields(document).flatMap((field) =>
    (["en", "es"] as const)
      .filter((locale) => {
        const value = field[locale];
        const rightKind =
          field.type === "localeRichText" ? Array.isArray(value) : typeof value === "string";
        return !rightKind || plainText(value) === "";
      })
      .map((locale) => `${field.path}.${locale}`),
  );
}

/** Spanish fields, or paragraphs of Spanish rich text, that repeat the English. */
function copiedSpanish(document: SanityDocumentLike): string[] {
  return localeFields(document).flatMap((field) => {
    const english = new Set(blockTexts(field.en).map(normalize));
    return blockTexts(field.es)
      .map(normalize)
      .filter((text) => hasLetters(text) && english.has(text) && !sameInBothLanguages.has(text))
      .map((text) => `${field.path}: "${text}"`);
  });
}

describe("every translatable field", () => {
  const fields = content.flatMap(localeFields);

  it("is found in every kind of translatable field", () => {
    for (const type of localeTypes) {
      expect(fields.filter((f) => f.type === type).length, type).toBeGreaterThan(20);
    }
  });

  it.each(content.map((d) => [d._id, d] as const))(
    "%s has English and Spanish in every translatable field",
    (_id, document) => {
      expect(untranslated(document)).toEqual([]);
    },
  );

  it.each(content.map((d) => [d._id, d] as const))(
    "%s has no Spanish text copied from the English",
    (_id, document) => {
      expect(copiedSpanish(document)).toEqual([]);
    },
  );

  it("each allowed repeat is still used, so the list stays short and true", () => {
    const repeated = new Set(
      fields
        .flatMap((f) => blockTexts(f.es).map(normalize))
        .filter((t) => sameInBothLanguages.has(t)),
    );
    expect([...sameInBothLanguages.keys()].filter((t) => !repeated.has(t))).toEqual([]);
  });
});

describe("the checks themselves", () => {
  const home = () =>
    structuredClone(documents.find((d) => d._id === "homePage")) as SanityDocumentLike & {
      hero: { heading: { es: string }; subtitle: { en: string; es: string } };
      about: { credentials: Array<{ title: { es?: string } }> };
    };

  it("report a Spanish field left empty or missing", () => {
    const document = home();
    document.hero.heading.es = "  ";
    delete (document.about.credentials[1] as { title: { es?: string } }).title.es;
    expect(untranslated(document)).toEqual([
      "homePage.hero.heading.es",
      "homePage.about.credentials[1].title.es",
    ]);
  });

  it("report Spanish that repeats the English", () => {
    const document = home();
    document.hero.subtitle.es = ` ${document.hero.subtitle.en}`;
    expect(copiedSpanish(document)).toEqual([
      `homePage.hero.subtitle: "${normalize(document.hero.subtitle.en)}"`,
    ]);
  });
});
