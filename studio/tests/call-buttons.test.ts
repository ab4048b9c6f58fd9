import { loadLocalDataset } from "@hvac/content";
import { describe, expect, it } from "vitest";
import { datasetFile } from "../seed/build";
import { localeFields } from "./copy-text";

/**
 * A call button's words say that it calls, in both languages: its name for a
 * screen reader is those words and the number (WCAG 2.4.4), and "Pida su
 * cotización: (210) 555-0123" does not say that it dials.
 */

const { documents } = loadLocalDataset(datasetFile);
const content = documents.filter((d) => !d._type.startsWith("sanity."));
const callButtonWords = content.flatMap((document) =>
  localeFields(document).filter((field) => /\.ctaText$/.test(field.path)),
);
const dials = { en: /\bcall\b/i, es: /\bll[aá]m/i };

describe("the starter's call buttons say that they call", () => {
  it("in both languages", () => {
    expect(callButtonWords.length).toBeGreaterThan(20);
    const unclear = callButtonWords.flatMap(({ path, en, es }) => [
      ...(dials.en.test(String(en)) ? [] : [`${path} (en): ${String(en)}`]),
      ...(dials.es.test(String(es)) ? [] : [`${path} (es): ${String(es)}`]),
    ]);
    expect(unclear).toEqual([]);
  });
});
