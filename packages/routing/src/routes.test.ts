import { describe, expect, it } from "vitest";
import { collectionKinds, fixedPageIds, fixedRoutes, kindOf, pageKinds } from "./index";

describe("the kinds of page", () => {
  it("cover every page, and every kind has pages", () => {
    const kinds = new Set([...fixedPageIds.map((id) => kindOf({ id })), ...collectionKinds]);
    expect([...kinds].sort()).toEqual([...pageKinds].sort());
    expect(kindOf({ id: "area", doc: "serviceArea-elmendorf" })).toBe("area");
    expect(kindOf({ id: "service", doc: "servicePage-heatPump" })).toBe("service");
  });

  it("name every fixed page in both languages", () => {
    for (const id of fixedPageIds) {
      expect(fixedRoutes[id].name.en, id).toMatch(/\p{L}/u);
      expect(fixedRoutes[id].name.es, id).toMatch(/\p{L}/u);
    }
  });
});
