import { describe, expect, it } from "vitest";
import {
  type FixedRoute,
  fixedPageIds,
  fixedRoutes,
  kindOf,
  pageKinds,
  serviceHubs,
  serviceMenu,
  servicePageIds,
  servicesUnder,
} from "./index";

describe("the kinds of page", () => {
  it("cover every page, and every kind has pages", () => {
    const kinds = new Set([...fixedPageIds.map((id) => kindOf({ id })), "area"]);
    expect([...kinds].sort()).toEqual([...pageKinds].sort());
    expect(kindOf({ id: "area", slug: "elmendorf" })).toBe("area");
    expect(kindOf({ id: "heatPump" })).toBe("service");
  });

  it("name every fixed page in both languages", () => {
    for (const id of fixedPageIds) {
      expect(fixedRoutes[id].name.en, id).toMatch(/\p{L}/u);
      expect(fixedRoutes[id].name.es, id).toMatch(/\p{L}/u);
    }
  });
});

describe("the service menus", () => {
  it("list every service page exactly once", () => {
    const listed = serviceHubs.flatMap(serviceMenu);
    expect([...listed].sort()).toEqual([...servicePageIds].sort());
  });

  it("list each group's services in the order the site shows them", () => {
    expect(serviceMenu("acHub")).toEqual(["acInstallation", "acRepair", "acMaintenance"]);
    expect(serviceMenu("heatingHub")).toEqual([
      "heatingInstallation",
      "furnaceRepair",
      "heatingMaintenance",
      "heatPump",
    ]);
    expect(serviceMenu("otherHub")).toEqual([
      "ductCleaning",
      "indoorAirQuality",
      "refrigerationRepair",
      "thermostatDuctless",
    ]);
  });

  it("keep the heat pump page under air conditioning while the heating menu lists it", () => {
    expect(servicesUnder("acHub")).toContain("heatPump");
    expect(serviceMenu("acHub")).not.toContain("heatPump");
  });

  it("cannot lose a service page: the type checker wants its group and its menu", () => {
    const route = {
      kind: "service",
      en: "/heating-contractor/boilers",
      es: "/es/calefaccion/calderas",
      name: { en: "Boilers", es: "Calderas" },
      parent: "heatingHub",
    } as const;
    // @ts-expect-error a service page must name the menu that lists it
    const withoutMenu: FixedRoute = route;
    const listed: FixedRoute = { ...route, menu: "heatingHub" };
    expect(withoutMenu.kind).toBe(listed.kind);
  });
});
