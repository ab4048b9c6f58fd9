import { describe, expect, it } from "vitest";
import {
  aliases,
  allPages,
  breadcrumb,
  type FixedPageId,
  formResultPaths,
  notFoundPaths,
  pageFromKey,
  pageKey,
  pairedPath,
  pathFor,
  resolve,
} from "./index";

// The site's published addresses, copied by hand so the table in routes.ts is checked against them.
const specTable: Array<[FixedPageId, string, string]> = [
  ["home", "/", "/es"],
  ["about", "/about-us", "/es/acerca-de-nosotros"],
  ["contact", "/contact", "/es/contacto"],
  ["guaranteesFinancing", "/guarantees-financing", "/es/garantias-financiamiento"],
  ["emergency", "/emergency-service", "/es/servicio-emergencia"],
  ["privacy", "/privacy", "/es/privacidad"],
  ["terms", "/terms", "/es/terminos"],
  ["acHub", "/air-conditioning-contractor", "/es/aire-acondicionado"],
  ["acRepair", "/air-conditioning-contractor/repair", "/es/aire-acondicionado/reparacion"],
  [
    "acInstallation",
    "/air-conditioning-contractor/installation",
    "/es/aire-acondicionado/instalacion",
  ],
  [
    "acMaintenance",
    "/air-conditioning-contractor/maintenance",
    "/es/aire-acondicionado/mantenimiento",
  ],
  [
    "heatPump",
    "/air-conditioning-contractor/heat-pump-service",
    "/es/aire-acondicionado/bomba-de-calor",
  ],
  ["heatingHub", "/heating-contractor", "/es/calefaccion"],
  ["furnaceRepair", "/heating-contractor/furnace-repair", "/es/calefaccion/reparacion-hornos"],
  ["heatingInstallation", "/heating-contractor/installation", "/es/calefaccion/instalacion"],
  ["heatingMaintenance", "/heating-contractor/maintenance", "/es/calefaccion/mantenimiento"],
  ["otherHub", "/other-services", "/es/otros-servicios"],
  [
    "refrigerationRepair",
    "/other-services/refrigeration-repair",
    "/es/otros-servicios/reparacion-refrigeracion",
  ],
  ["ductCleaning", "/other-services/duct-cleaning", "/es/otros-servicios/limpieza-ductos"],
  [
    "indoorAirQuality",
    "/other-services/indoor-air-quality",
    "/es/otros-servicios/calidad-aire-interior",
  ],
  [
    "thermostatDuctless",
    "/other-services/thermostat-ductless",
    "/es/otros-servicios/termostato-sin-ductos",
  ],
  ["serviceAreas", "/service-areas", "/es/areas-de-servicio"],
];

const specAreas = [
  "san-antonio",
  "elmendorf",
  "von-ormy",
  "windcrest",
  "china-grove",
  "losoya",
  "sayers",
  "kicaster",
  "martinez",
  "saspamco",
  "calaveras",
  "balcones-heights",
  "boldtville",
  "sandy-oaks",
  "floresville",
  "pecan-valley",
  "southton",
] as const;

const specAreaRows = specAreas.map(
  (slug) => [slug, `/service-areas/hvac-${slug}`, `/es/areas-de-servicio/hvac-${slug}`] as const,
);

describe("route table", () => {
  it("holds the 22 fixed pairs and 17 areas: 78 pages, no path twice", () => {
    const pages = allPages();
    expect(pages).toHaveLength(78);
    expect(new Set(pages.map((p) => p.path)).size).toBe(78);
    const expected = [
      ...specTable.flatMap(([, en, es]) => [en, es]),
      ...specAreaRows.flatMap(([, en, es]) => [en, es]),
    ];
    expect(pages.map((p) => p.path).sort()).toEqual(expected.sort());
  });

  it.each(specTable)("%s is at %s and %s", (id, en, es) => {
    expect(pathFor({ id }, "en")).toBe(en);
    expect(pathFor({ id }, "es")).toBe(es);
    expect(resolve(en)).toEqual({ kind: "page", page: { id }, locale: "en", path: en });
    expect(resolve(es)).toEqual({ kind: "page", page: { id }, locale: "es", path: es });
  });

  it.each(specAreaRows)("area %s is at %s and %s", (slug, en, es) => {
    expect(pathFor({ id: "area", slug }, "en")).toBe(en);
    expect(pathFor({ id: "area", slug }, "es")).toBe(es);
    expect(resolve(en)).toEqual({
      kind: "page",
      page: { id: "area", slug },
      locale: "en",
      path: en,
    });
    expect(resolve(es)).toEqual({
      kind: "page",
      page: { id: "area", slug },
      locale: "es",
      path: es,
    });
  });
});

describe("tolerated aliases redirect permanently to the canonical path", () => {
  const named: Array<[string, string]> = [
    ["/heating-contractor/heat-pump", "/air-conditioning-contractor/heat-pump-service"],
    ["/air-conditioning-contractor/heat-pumps", "/air-conditioning-contractor/heat-pump-service"],
    ["/es/calefaccion/bomba-de-calor", "/es/aire-acondicionado/bomba-de-calor"],
    ["/es/calefaccion/arreglo-hornos", "/es/calefaccion/reparacion-hornos"],
    ["/es/air-conditioning-contractor/maintenance", "/es/aire-acondicionado/mantenimiento"],
    ["/es/service-areas", "/es/areas-de-servicio"],
    ...specAreas.map((slug): [string, string] => [
      `/es/service-areas/hvac-${slug}`,
      `/es/areas-de-servicio/hvac-${slug}`,
    ]),
  ];

  it.each(named)("%s -> %s", (from, to) => {
    expect(resolve(from)).toEqual({ kind: "redirect", to, permanent: true });
  });

  it("lists exactly those aliases for the server's redirect table", () => {
    expect(aliases().sort((a, b) => a.from.localeCompare(b.from))).toEqual(
      named.map(([from, to]) => ({ from, to })).sort((a, b) => a.from.localeCompare(b.from)),
    );
  });

  it.each(
    [
      ...specTable.flatMap(([, en, es]) => [en, es]),
      ...specAreaRows.flatMap(([, en, es]) => [en, es]),
    ].filter((p) => p !== "/"),
  )("a trailing slash on %s redirects to it", (path) => {
    expect(resolve(`${path}/`)).toEqual({ kind: "redirect", to: path, permanent: true });
  });

  it("a trailing slash on an alias goes straight to the canonical path", () => {
    expect(resolve("/es/calefaccion/arreglo-hornos/")).toEqual({
      kind: "redirect",
      to: "/es/calefaccion/reparacion-hornos",
      permanent: true,
    });
  });

  it("ignores a query string", () => {
    expect(resolve("/contact?from=ad")).toMatchObject({ kind: "page", page: { id: "contact" } });
  });
});

describe("unknown paths are not found, in the language of the path", () => {
  it.each([
    ["/nope", "en"],
    ["/service-areas/hvac-austin", "en"],
    ["/service-areas/san-antonio", "en"],
    ["/air-conditioning-contractor/repair/extra", "en"],
    ["/espanol", "en"],
    ["/es/nope", "es"],
    ["/es/areas-de-servicio/hvac-austin", "es"],
    ["/es/service-areas/hvac-austin", "es"],
    ["/es/about-us", "es"],
  ] as const)("%s", (path, locale) => {
    expect(resolve(path)).toEqual({ kind: "notFound", locale });
  });
});

describe("language pairing", () => {
  it.each(specTable)("%s pairs %s with %s both ways", (_id, en, es) => {
    expect(pairedPath(en)).toBe(es);
    expect(pairedPath(es)).toBe(en);
  });

  it.each(specAreaRows)("area %s pairs %s with %s both ways", (_slug, en, es) => {
    expect(pairedPath(en)).toBe(es);
    expect(pairedPath(es)).toBe(en);
  });

  it("pairs an alias through its canonical page", () => {
    expect(pairedPath("/heating-contractor/heat-pump")).toBe(
      "/es/aire-acondicionado/bomba-de-calor",
    );
    expect(pairedPath("/es/calefaccion/arreglo-hornos")).toBe("/heating-contractor/furnace-repair");
    expect(pairedPath("/es/service-areas/hvac-sayers")).toBe("/service-areas/hvac-sayers");
  });

  it("adds or removes /es for paths outside the table", () => {
    expect(pairedPath("/somewhere")).toBe("/es/somewhere");
    expect(pairedPath("/es/en-otro-lado")).toBe("/en-otro-lado");
  });
});

describe("breadcrumbs: Home > group > page", () => {
  it("home is its own trail", () => {
    expect(breadcrumb({ id: "home" })).toEqual([{ id: "home" }]);
  });
  it("a top-level page sits under Home", () => {
    expect(breadcrumb({ id: "contact" })).toEqual([{ id: "home" }, { id: "contact" }]);
    expect(breadcrumb({ id: "heatingHub" })).toEqual([{ id: "home" }, { id: "heatingHub" }]);
  });
  it.each([
    ["acRepair", "acHub"],
    ["heatPump", "acHub"],
    ["furnaceRepair", "heatingHub"],
    ["heatingMaintenance", "heatingHub"],
    ["ductCleaning", "otherHub"],
    ["thermostatDuctless", "otherHub"],
  ] as const)("%s sits under %s", (id, hub) => {
    expect(breadcrumb({ id })).toEqual([{ id: "home" }, { id: hub }, { id }]);
  });
  it("an area page sits under the service-areas index", () => {
    expect(breadcrumb({ id: "area", slug: "floresville" })).toEqual([
      { id: "home" },
      { id: "serviceAreas" },
      { id: "area", slug: "floresville" },
    ]);
  });
});

describe("not-found pages", () => {
  it("are themselves not found, so direct visits answer 404 too", () => {
    expect(resolve(notFoundPaths.en)).toEqual({ kind: "notFound", locale: "en" });
    expect(resolve(notFoundPaths.es)).toEqual({ kind: "notFound", locale: "es" });
  });
});

describe("pages a request form lands on without JavaScript", () => {
  it.each([
    ["/request-received", "received", "en", "/es/solicitud-recibida"],
    ["/es/solicitud-recibida", "received", "es", "/request-received"],
    ["/request-not-sent", "notSent", "en", "/es/solicitud-no-enviada"],
    ["/es/solicitud-no-enviada", "notSent", "es", "/request-not-sent"],
  ] as const)("%s is the %s page in %s, paired with %s", (path, result, locale, paired) => {
    expect(formResultPaths[result][locale]).toBe(path);
    expect(resolve(path)).toEqual({ kind: "formResult", result, locale });
    expect(pairedPath(path)).toBe(paired);
  });

  it("are not pages of the table (no sitemap entry, no page copy)", () => {
    const paths = new Set(allPages().map((p) => p.path));
    for (const pair of Object.values(formResultPaths)) {
      expect(paths.has(pair.en) || paths.has(pair.es)).toBe(false);
    }
  });
});

describe("page keys", () => {
  it("name every page and come back to it", () => {
    for (const { page } of allPages()) expect(pageFromKey(pageKey(page))).toEqual(page);
  });
  it.each(["", "area", "area:austin", "nope", "__proto__", "contact "])(
    "%j names no page",
    (key) => {
      expect(pageFromKey(key)).toBeUndefined();
    },
  );
});
