import { copyFactWords, loadLocalDataset, type SanityDocumentLike } from "@hvac/content";
import { canonical } from "@hvac/test-fixtures/business-figures";
import { describe, expect, it } from "vitest";
import { datasetFile } from "../seed/build";
import { blockTexts, localeFields, plainText, starterFacts, starterTownCount } from "./copy-text";

/**
 * A visitor is promised the same thing in both languages: each warranty with
 * its scope, and each page's search result (title and description) with its
 * figures and promises.
 */

const { documents } = loadLocalDataset(datasetFile);
const content = documents.filter((d) => !d._type.startsWith("sanity."));
const facts = await starterFacts();
const words = {
  en: copyFactWords(facts, "en", facts.phone ?? "", starterTownCount),
  es: copyFactWords(facts, "es", facts.phone ?? "", starterTownCount),
};

/** What a warranty statement covers, as each language names it. */
const warrantyScopes = {
  labor: { en: /\blabor\b/i, es: /mano de obra/i },
  manufacturer: { en: /manufacturer/i, es: /fabricante/i },
} as const;
const mentionsWarranty = { en: /warrant|guarant|coverage/i, es: /garant|cobertura/i };
/** Our own warranties, 90 days on repairs and 1 year on installations, are on labor. */
const ourWarrantyTerm = {
  en: /\b90\b|\b1[- ]year\b|\ba year\b/i,
  es: /\b90\b|\b1 año\b|\bun año\b/i,
};

interface Statement {
  path: string;
  en: string;
  es: string;
}

/**
 * Each text in both languages: paragraph by paragraph where both languages
 * have as many, else the whole field.
 */
function statements(document: SanityDocumentLike): Statement[] {
  return localeFields(document).flatMap((field) => {
    const en = blockTexts(field.en, words.en);
    const es = blockTexts(field.es, words.es);
    if (en.length === es.length && en.length > 1) {
      return en.map((text, index) => ({
        path: `${field.path}[${index}]`,
        en: text,
        es: es[index] ?? "",
      }));
    }
    return [
      { path: field.path, en: plainText(field.en, words.en), es: plainText(field.es, words.es) },
    ];
  });
}

/** Warranty statements whose languages promise a different scope, or none. */
function warrantyMismatches(document: SanityDocumentLike): string[] {
  return statements(document).flatMap(({ path, en, es }) => {
    const inEnglish = mentionsWarranty.en.test(en);
    const inSpanish = mentionsWarranty.es.test(es);
    if (!inEnglish && !inSpanish) return [];
    if (inEnglish !== inSpanish) {
      return [
        `${path}: a warranty only in ${inEnglish ? "English" : "Spanish"}: "${en}" / "${es}"`,
      ];
    }
    const problems = Object.entries(warrantyScopes)
      .filter(([, scope]) => scope.en.test(en) !== scope.es.test(es))
      .map(([name]) => `${path}: ${name} scope in one language only: "${en}" / "${es}"`);
    for (const locale of ["en", "es"] as const) {
      const text = locale === "en" ? en : es;
      if (
        /warrant|garantía/i.test(text) &&
        ourWarrantyTerm[locale].test(text) &&
        !warrantyScopes.labor[locale].test(text)
      ) {
        problems.push(`${path} (${locale}): our warranty without its scope, labor: "${text}"`);
      }
    }
    return problems;
  });
}

describe("each warranty names the same scope in both languages", () => {
  it.each(content.map((d) => [d._id, d] as const))("%s", (_id, document) => {
    expect(warrantyMismatches(document)).toEqual([]);
  });
});

/** Promises a search result can make, as each language words them. */
const promises = {
  warranty: { en: /warrant/i, es: /garantía/i },
  labor: { en: /\blabor\b/i, es: /mano de obra/i },
  "written price": { en: /written|in writing/i, es: /por escrito/i },
  quotes: { en: /\bquot|estimate/i, es: /cotiza|presupuesto/i },
  licensed: { en: /licens/i, es: /licencia/i },
  insured: { en: /insured/i, es: /asegurad/i },
  emergency: { en: /emergenc/i, es: /emergencia/i },
  financing: { en: /financ/i, es: /financ/i },
  ownership: { en: /-owned/i, es: /propiedad de/i },
} as const;

/** The figures a text states: amounts, percentages, ranges, ratings, 24/7, ZIP codes. */
function figures(text: string): string[] {
  // "16+" and "16 o más" state the same figure.
  const found = canonical(text).match(/\$?\d+(?:\.\d+)?%?(?:-\$?\d+(?:\.\d+)?%?|\/\d+)?/g);
  return [...new Set(found ?? [])].sort();
}

interface SearchResult {
  title: { en?: string; es?: string };
  description: { en?: string; es?: string };
}

/**
 * What the English title or description states that its Spanish twin does
 * not, and the reverse: a searcher reads each line of the result.
 */
function searchResultMismatches(seo: SearchResult): string[] {
  return (["title", "description"] as const).flatMap((line) => {
    const en = plainText(seo[line].en, words.en);
    const es = plainText(seo[line].es, words.es);
    const enFigures = figures(en);
    const esFigures = figures(es);
    return [
      ...enFigures
        .filter((f) => !esFigures.includes(f))
        .map((f) => `${line}: ${f} only in English`),
      ...esFigures
        .filter((f) => !enFigures.includes(f))
        .map((f) => `${line}: ${f} only in Spanish`),
      ...Object.entries(promises)
        .filter(([, wording]) => wording.en.test(en) !== wording.es.test(es))
        .map(
          ([name, wording]) =>
            `${line}: ${name} only in ${wording.en.test(en) ? "English" : "Spanish"}`,
        ),
    ];
  });
}

const withSearchResult = content.flatMap((d) => {
  const seo = (d as { seo?: SearchResult }).seo;
  return seo?.title && seo.description ? [[d._id, seo] as const] : [];
});

describe("each page's search result states the same figures and promises in both languages", () => {
  it("covers every page with a search result", () => {
    expect(withSearchResult.length).toBeGreaterThan(30);
  });

  it.each(withSearchResult)("%s", (_id, seo) => {
    expect(searchResultMismatches(seo)).toEqual([]);
  });
});

describe("the checks themselves", () => {
  const byId = (id: string) =>
    structuredClone(documents.find((d) => d._id === id)) as SanityDocumentLike & {
      seo: SearchResult;
    };

  it("report a warranty whose Spanish drops its scope", () => {
    const page = byId("servicePage-acRepair");
    const edited = JSON.parse(
      JSON.stringify(page).replaceAll("garantía en la mano de obra", "garantía"),
    ) as SanityDocumentLike;
    expect(warrantyMismatches(page)).toEqual([]);
    expect(warrantyMismatches(edited).length).toBeGreaterThan(0);
  });

  it("report a figure or a promise only one language states", () => {
    const seo: SearchResult = {
      title: { en: "AC Repair | 24/7", es: "Reparación de aire | 24/7" },
      description: {
        en: "Written price first, 90-day labor warranty. $79-$150 tune-ups.",
        es: "Afinación de $79 a $150 y precio por escrito.",
      },
    };
    expect(searchResultMismatches(seo)).toEqual([
      "description: 90 only in English",
      "description: warranty only in English",
      "description: labor only in English",
    ]);
  });
});
