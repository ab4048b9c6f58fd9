import { readFileSync } from "node:fs";
import { datasetRouteTable, documentIdForPage, localSource } from "@hvac/content";
import { kindOf, pageKey, pageKinds } from "@hvac/routing";
import { conforms } from "@hvac/test-fixtures/groq-conforms";
import { parse, type SchemaType, typeEvaluate } from "groq-js";
import { describe, expect, it } from "vitest";
import { pageKindModules, pageKindOf } from "./registry";

const schema = JSON.parse(
  readFileSync(new URL("../../../../studio/schema.json", import.meta.url), "utf8"),
) as SchemaType;

const routes = await datasetRouteTable();
const pages = [...new Map(routes.allPages().map(({ page }) => [pageKey(page), page])).values()];

describe("the page kinds", () => {
  it("have one module each, and every page of the route table has a kind with a module", () => {
    expect(Object.keys(pageKindModules).sort()).toEqual([...pageKinds].sort());
    expect(new Set(pages.map(kindOf))).toEqual(new Set(pageKinds));
  });

  // The same derivation typegen writes to sanity.types.ts, checked on real results.
  it.each(pages.map((page) => [pageKey(page), page] as const))(
    "%s: its kind's query, run on the starter dataset, returns what its generated type says",
    async (_key, page) => {
      const { query } = pageKindOf(page);
      const params = { id: documentIdForPage(page) };
      const result = await localSource().fetch(query, params);
      expect(result, "the page's document is missing").toBeTruthy();
      const type = typeEvaluate(parse(query, { params }), schema);
      expect(conforms(result, type, schema)).toEqual([]);
    },
  );
});
