import { describe, expect, it } from "vitest";
import { formerPathsAfter } from "./former-paths";

const seguin = { address: { en: "hvac-seguin", es: "hvac-seguin" } };

describe("the former addresses a page keeps when the office publishes it", () => {
  it("none while the address stays", () => {
    expect(formerPathsAfter("area", seguin, { address: { ...seguin.address } })).toBeUndefined();
  });

  it("none for a page never published", () => {
    expect(formerPathsAfter("area", null, seguin)).toBeUndefined();
  });

  it("the old address of each language that changed", () => {
    expect(
      formerPathsAfter("area", seguin, { address: { en: "hvac-seguin-tx", es: "hvac-seguin" } }),
    ).toEqual(["/service-areas/hvac-seguin"]);
  });

  it("renamed twice: both old addresses, each leading to the newest", () => {
    const once = {
      address: { en: "seguin", es: "seguin" },
      formerPaths: ["/service-areas/hvac-seguin", "/es/areas-de-servicio/hvac-seguin"],
    };
    expect(
      formerPathsAfter("area", once, { ...once, address: { en: "seguin-tx", es: "seguin-tx" } }),
    ).toEqual([
      "/service-areas/hvac-seguin",
      "/es/areas-de-servicio/hvac-seguin",
      "/service-areas/seguin",
      "/es/areas-de-servicio/seguin",
    ]);
  });

  it("an address taken back is no longer former", () => {
    const renamed = {
      address: { en: "seguin", es: "seguin" },
      formerPaths: ["/service-areas/hvac-seguin"],
    };
    expect(
      formerPathsAfter("area", renamed, {
        ...renamed,
        address: { en: "hvac-seguin", es: "seguin" },
      }),
    ).toEqual(["/service-areas/seguin"]);
  });

  it("a service page moved to another group keeps its address under the old group", () => {
    const boilers = { group: "heatingHub", address: { en: "boilers", es: "calderas" } };
    expect(formerPathsAfter("service", boilers, { ...boilers, group: "otherHub" })).toEqual([
      "/heating-contractor/boilers",
      "/es/calefaccion/calderas",
    ]);
  });
});
