import { describe, expect, it } from "vitest";
import { routeCollectionsFrom } from "./route-collections";
import type { RouteCollectionsQueryResult } from "./sanity.types";

const town = (fields: Partial<RouteCollectionsQueryResult["areas"][number]>) => ({
  _id: "serviceArea-floresville",
  _createdAt: "2026-01-01T00:00:00Z",
  address: { _type: "localeAddress" as const, en: "hvac-floresville", es: "hvac-floresville" },
  name: "Floresville",
  order: 15,
  showOnHome: false,
  zip: null,
  otherZips: null,
  formerPaths: null,
  ...fields,
});

const areasOf = (areas: RouteCollectionsQueryResult["areas"]) =>
  routeCollectionsFrom({ services: [], areas, redirects: [] }).areas;

describe("a town's ZIP codes in the route table (where a visit can be booked online)", () => {
  it("are its first and its others", () => {
    const [area] = areasOf([town({ zip: "78114", otherZips: ["78113", "78160"] })]);
    expect(area?.zips).toEqual(["78114", "78113", "78160"]);
  });

  it("are none for a town whose ZIP code is left empty", () => {
    const [area] = areasOf([town({})]);
    expect(area?.zips).toBeUndefined();
  });
});
