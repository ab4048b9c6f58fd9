import { fixedPageIds, pageName } from "@hvac/routing";
import { titleCaseWords, translatedWording } from "@hvac/test-fixtures/spanish-style";
import { describe, expect, it } from "vitest";
import { dictionaries } from "./dictionary";

/** Every string of a dictionary table, with its dotted key. */
function strings(table: unknown, prefix = ""): Array<[string, string]> {
  if (typeof table === "string") return [[prefix, table]];
  return Object.entries(table as Record<string, unknown>).flatMap(([key, value]) =>
    strings(value, prefix ? `${prefix}.${key}` : key),
  );
}

describe("the site's own Spanish words are written in sentence case", () => {
  it("every interface string: buttons, headings, labels, messages", () => {
    // A {placeholder} is the name of what fills it, not a word the visitor reads.
    const capitalised = strings(dictionaries.es).flatMap(([key, text]) =>
      titleCaseWords(text.replace(/\{\w+\}/g, "dato")).map(
        (word) => `${key}: ${word} in "${text}"`,
      ),
    );
    expect(capitalised).toEqual([]);
  });

  it("every interface string reads as written in Spanish, not translated", () => {
    const translated = strings(dictionaries.es).flatMap(([key, text]) =>
      translatedWording(text).map((found) => `${key}: ${found}`),
    );
    expect(translated).toEqual([]);
  });

  it("every page name: menus, breadcrumbs, links", () => {
    const capitalised = fixedPageIds.flatMap((id) =>
      titleCaseWords(pageName(id, "es")).map((word) => `${id}: ${word}`),
    );
    expect(capitalised).toEqual([]);
  });
});
