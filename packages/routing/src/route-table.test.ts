import { describe, expect, it } from "vitest";
import {
  type AreaEntry,
  type FixedPageId,
  formResultPaths,
  notFoundPaths,
  type PageRef,
  pageKey,
  type RouteCollections,
  routeTable,
  type ServiceEntry,
  type ServiceHubId,
} from "./index";

// The site's published addresses, copied by hand so the table is checked against them.
const fixedTable: Array<[FixedPageId, string, string]> = [
  ["home", "/", "/es"],
  ["about", "/about-us", "/es/acerca-de-nosotros"],
  ["contact", "/contact", "/es/contacto"],
  ["guaranteesFinancing", "/guarantees-financing", "/es/garantias-financiamiento"],
  ["emergency", "/emergency-service", "/es/servicio-emergencia"],
  ["booking", "/book-online", "/es/agendar-visita"],
  ["privacy", "/privacy", "/es/privacidad"],
  ["terms", "/terms", "/es/terminos"],
  ["acHub", "/air-conditioning-contractor", "/es/aire-acondicionado"],
  ["heatingHub", "/heating-contractor", "/es/calefaccion"],
  ["otherHub", "/other-services", "/es/otros-servicios"],
  ["serviceAreas", "/service-areas", "/es/areas-de-servicio"],
];

// The starter dataset's service pages: [key, group, menu, en path, es path].
const serviceTable: Array<[string, ServiceHubId, ServiceHubId, string, string]> = [
  [
    "acInstallation",
    "acHub",
    "acHub",
    "/air-conditioning-contractor/installation",
    "/es/aire-acondicionado/instalacion",
  ],
  [
    "acRepair",
    "acHub",
    "acHub",
    "/air-conditioning-contractor/repair",
    "/es/aire-acondicionado/reparacion",
  ],
  [
    "acMaintenance",
    "acHub",
    "acHub",
    "/air-conditioning-contractor/maintenance",
    "/es/aire-acondicionado/mantenimiento",
  ],
  [
    "heatingInstallation",
    "heatingHub",
    "heatingHub",
    "/heating-contractor/installation",
    "/es/calefaccion/instalacion",
  ],
  [
    "furnaceRepair",
    "heatingHub",
    "heatingHub",
    "/heating-contractor/furnace-repair",
    "/es/calefaccion/reparacion-hornos",
  ],
  [
    "heatingMaintenance",
    "heatingHub",
    "heatingHub",
    "/heating-contractor/maintenance",
    "/es/calefaccion/mantenimiento",
  ],
  [
    "heatPump",
    "acHub",
    "heatingHub",
    "/air-conditioning-contractor/heat-pump-service",
    "/es/aire-acondicionado/bomba-de-calor",
  ],
  [
    "ductCleaning",
    "otherHub",
    "otherHub",
    "/other-services/duct-cleaning",
    "/es/otros-servicios/limpieza-ductos",
  ],
  [
    "indoorAirQuality",
    "otherHub",
    "otherHub",
    "/other-services/indoor-air-quality",
    "/es/otros-servicios/calidad-aire-interior",
  ],
  [
    "refrigerationRepair",
    "otherHub",
    "otherHub",
    "/other-services/refrigeration-repair",
    "/es/otros-servicios/reparacion-refrigeracion",
  ],
  [
    "thermostatDuctless",
    "otherHub",
    "otherHub",
    "/other-services/thermostat-ductless",
    "/es/otros-servicios/termostato-sin-ductos",
  ],
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

const last = (path: string) => path.split("/").at(-1) ?? "";
const serviceDoc = (key: string) => `servicePage-${key}`;
const areaDoc = (slug: string) => `serviceArea-${slug}`;

const services: ServiceEntry[] = serviceTable.map(([key, group, menu, en, es], index) => ({
  doc: serviceDoc(key),
  address: { en: last(en), es: last(es) },
  name: { en: key, es: `${key} (es)` },
  group,
  menu,
  order: index + 1,
  ...(key === "acRepair" ? { footerOrder: 2 } : key === "ductCleaning" ? { footerOrder: 1 } : {}),
  formerPaths: [],
}));

const areas: AreaEntry[] = specAreas.map((slug, index) => ({
  doc: areaDoc(slug),
  address: { en: `hvac-${slug}`, es: `hvac-${slug}` },
  name: { en: slug, es: slug },
  order: index + 1,
  showOnHome: false,
  formerPaths: [],
}));

const starter: RouteCollections = {
  services,
  areas,
  redirects: [
    {
      from: "/heating-contractor/heat-pump",
      to: { id: "service", doc: serviceDoc("heatPump") },
      locale: "en",
    },
    {
      from: "/air-conditioning-contractor/heat-pumps",
      to: { id: "service", doc: serviceDoc("heatPump") },
      locale: "en",
    },
    {
      from: "/es/calefaccion/bomba-de-calor",
      to: { id: "service", doc: serviceDoc("heatPump") },
      locale: "es",
    },
    {
      from: "/es/calefaccion/arreglo-hornos",
      to: { id: "service", doc: serviceDoc("furnaceRepair") },
      locale: "es",
    },
    {
      from: "/es/air-conditioning-contractor/maintenance",
      to: { id: "service", doc: serviceDoc("acMaintenance") },
      locale: "es",
    },
  ],
};

const table = routeTable(starter);
const { allPages, pathFor, resolve, pairedPath } = table;

type Row = [PageRef, string, string];
const specTable: Row[] = [
  ...fixedTable.map(([id, en, es]): Row => [{ id }, en, es]),
  ...serviceTable.map(
    ([key, , , en, es]): Row => [{ id: "service", doc: serviceDoc(key) }, en, es],
  ),
];
const specAreaRows = specAreas.map(
  (slug): Row => [
    { id: "area", doc: areaDoc(slug) },
    `/service-areas/hvac-${slug}`,
    `/es/areas-de-servicio/hvac-${slug}`,
  ],
);

describe("route table", () => {
  it("holds the 23 fixed pairs and 17 areas: 80 pages, no path twice", () => {
    const pages = allPages();
    expect(pages).toHaveLength(80);
    expect(new Set(pages.map((p) => p.path)).size).toBe(80);
    const expected = [
      ...specTable.flatMap(([, en, es]) => [en, es]),
      ...specAreaRows.flatMap(([, en, es]) => [en, es]),
    ];
    expect(pages.map((p) => p.path).sort()).toEqual(expected.sort());
  });

  it.each([...specTable, ...specAreaRows])("%o is at %s and %s", (page, en, es) => {
    expect(pathFor(page, "en")).toBe(en);
    expect(pathFor(page, "es")).toBe(es);
    expect(resolve(en)).toEqual({ kind: "page", page, locale: "en", path: en });
    expect(resolve(es)).toEqual({ kind: "page", page, locale: "es", path: es });
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

  it("lists exactly those redirects", () => {
    expect(table.redirects().sort((a, b) => a.from.localeCompare(b.from))).toEqual(
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
  it.each([...specTable, ...specAreaRows])("%o pairs %s with %s both ways", (_page, en, es) => {
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
  const trail = (page: PageRef) => table.breadcrumbSteps(page, "en", "Here").map((s) => s.path);
  it("home is its own trail", () => {
    expect(trail({ id: "home" })).toEqual(["/"]);
  });
  it("a top-level page sits under Home", () => {
    expect(trail({ id: "contact" })).toEqual(["/", "/contact"]);
    expect(trail({ id: "heatingHub" })).toEqual(["/", "/heating-contractor"]);
  });
  it.each(serviceTable)("%s sits under its group %s", (key, group, _menu, en) => {
    expect(trail({ id: "service", doc: serviceDoc(key) })).toEqual([
      "/",
      table.pathFor({ id: group }, "en"),
      en,
    ]);
  });
  it("an area page sits under the service-areas index", () => {
    expect(trail({ id: "area", doc: areaDoc("floresville") })).toEqual([
      "/",
      "/service-areas",
      "/service-areas/hvac-floresville",
    ]);
  });
  it("names each step as the table names it, the page itself by the name given", () => {
    expect(
      table
        .breadcrumbSteps({ id: "service", doc: serviceDoc("heatPump") }, "es", "Bombas")
        .map((s) => s.name),
    ).toEqual(["Inicio", "Aire acondicionado", "Bombas"]);
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
    ["/book-online/my-visit", "manageVisit", "en", "/es/agendar-visita/mi-visita"],
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
    for (const { page } of allPages()) expect(table.pageFromKey(pageKey(page))).toEqual(page);
  });
  it.each([
    "",
    "area",
    "area:austin",
    "area:serviceArea-austin",
    "service:",
    "nope",
    "__proto__",
    "contact ",
    "acRepair",
  ])("%j names no page", (key) => {
    expect(table.pageFromKey(key)).toBeUndefined();
  });
});

describe("the service menus", () => {
  const keys = (refs: Array<{ doc: string }>) => refs.map((r) => r.doc.replace("servicePage-", ""));

  it("list every service page exactly once", () => {
    const listed = (["acHub", "heatingHub", "otherHub"] as const).flatMap((hub) =>
      keys(table.serviceMenu(hub)),
    );
    expect(listed.sort()).toEqual(serviceTable.map(([key]) => key).sort());
  });

  it("list each group's services in the office's order", () => {
    expect(keys(table.serviceMenu("acHub"))).toEqual([
      "acInstallation",
      "acRepair",
      "acMaintenance",
    ]);
    expect(keys(table.serviceMenu("heatingHub"))).toEqual([
      "heatingInstallation",
      "furnaceRepair",
      "heatingMaintenance",
      "heatPump",
    ]);
  });

  it("keep the heat pump page under air conditioning while the heating menu lists it", () => {
    expect(keys(table.servicesUnder("acHub"))).toContain("heatPump");
    expect(keys(table.serviceMenu("acHub"))).not.toContain("heatPump");
  });

  it("link from the footer the pages given a place there, in that order", () => {
    expect(keys(table.footerServices())).toEqual(["ductCleaning", "acRepair"]);
  });
});

describe("the office's collections", () => {
  const seguin: AreaEntry = {
    doc: "serviceArea-seguin",
    address: { en: "hvac-seguin", es: "hvac-seguin" },
    name: { en: "Seguin", es: "Seguin" },
    order: 3,
    showOnHome: false,
    formerPaths: [],
  };
  const withSeguin = (entry: Partial<AreaEntry> = {}) =>
    routeTable({ ...starter, areas: [...areas, { ...seguin, ...entry }] });

  it("a new town is a page in both languages, listed in its order", () => {
    const next = withSeguin();
    expect(next.resolve("/service-areas/hvac-seguin")).toMatchObject({
      kind: "page",
      locale: "en",
    });
    expect(next.pairedPath("/service-areas/hvac-seguin")).toBe("/es/areas-de-servicio/hvac-seguin");
    // Its order (3) ties with Von Ormy's: a tie goes by name.
    expect(next.areas.slice(1, 4).map((a) => a.name.en)).toEqual([
      "elmendorf",
      "Seguin",
      "von-ormy",
    ]);
    expect(next.allPages()).toHaveLength(82);
    expect(next.resolve("/es/service-areas/hvac-seguin")).toEqual({
      kind: "redirect",
      to: "/es/areas-de-servicio/hvac-seguin",
      permanent: true,
    });
  });

  it("a renamed page answers 308 from every former address, in its language, in one hop", () => {
    const next = withSeguin({
      address: { en: "hvac-seguin-tx", es: "climatizacion-seguin" },
      formerPaths: [
        "/service-areas/hvac-seguin",
        "/es/areas-de-servicio/hvac-seguin",
        "/service-areas/seguin-hvac",
      ],
    });
    expect(next.resolve("/service-areas/hvac-seguin")).toEqual({
      kind: "redirect",
      to: "/service-areas/hvac-seguin-tx",
      permanent: true,
    });
    expect(next.resolve("/service-areas/seguin-hvac")).toMatchObject({
      to: "/service-areas/hvac-seguin-tx",
    });
    expect(next.resolve("/es/areas-de-servicio/hvac-seguin")).toMatchObject({
      to: "/es/areas-de-servicio/climatizacion-seguin",
    });
    for (const { to } of next.redirects()) expect(next.resolve(to).kind).toBe("page");
  });

  it("a former address another page has taken is that page's, never a loop", () => {
    const next = withSeguin({
      formerPaths: ["/service-areas/hvac-floresville", "/service-areas/hvac-seguin"],
    });
    expect(next.resolve("/service-areas/hvac-floresville")).toMatchObject({ kind: "page" });
    expect(next.resolve("/service-areas/hvac-seguin")).toMatchObject({ kind: "page" });
  });

  it("a page's address beats another page's former address, in either language", () => {
    const next = withSeguin({
      formerPaths: ["/service-areas/hvac-sayers", "/es/areas-de-servicio/hvac-sayers"],
    });
    for (const path of ["/service-areas/hvac-sayers", "/es/areas-de-servicio/hvac-sayers"]) {
      expect(next.resolve(path), path).toMatchObject({
        kind: "page",
        page: { doc: areaDoc("sayers") },
      });
    }
    expect(next.redirects().map(({ from }) => from)).not.toContain("/service-areas/hvac-sayers");
  });

  it("a former address two pages claim stays with the one created first, wherever the copy is listed", () => {
    const moved = {
      address: { en: "hvac-seguin-tx", es: "hvac-seguin-tx" },
      formerPaths: ["/service-areas/hvac-seguin", "/es/areas-de-servicio/hvac-seguin"],
    };
    const original: AreaEntry = { ...seguin, ...moved, createdAt: "2026-01-05T10:00:00Z" };
    // A copy of it, created later, listed after it and named so: it keeps the original's former addresses.
    const copy: AreaEntry = {
      ...original,
      doc: "serviceArea-seguin-copy",
      name: { en: "Seguin (copy)", es: "Seguin (copia)" },
      address: { en: "hvac-new-braunfels", es: "hvac-new-braunfels" },
      order: 99,
      createdAt: "2026-03-01T10:00:00Z",
    };
    for (const listed of [
      [original, copy],
      [copy, original],
    ]) {
      const next = routeTable({ ...starter, areas: [...areas, ...listed] });
      expect(next.resolve("/service-areas/hvac-seguin")).toEqual({
        kind: "redirect",
        to: "/service-areas/hvac-seguin-tx",
        permanent: true,
      });
      expect(next.resolve("/es/areas-de-servicio/hvac-seguin")).toMatchObject({
        to: "/es/areas-de-servicio/hvac-seguin-tx",
      });
    }
  });

  it("pages that swapped addresses answer each at its own, and every redirect lands on a page", () => {
    const next = routeTable({
      ...starter,
      areas: [
        ...areas.filter((a) => !["sayers", "losoya"].includes(a.name.en)),
        {
          ...areas.find((a) => a.name.en === "sayers"),
          address: { en: "hvac-losoya", es: "hvac-losoya" },
          formerPaths: ["/service-areas/hvac-sayers", "/es/areas-de-servicio/hvac-sayers"],
        } as AreaEntry,
        {
          ...areas.find((a) => a.name.en === "losoya"),
          address: { en: "hvac-sayers", es: "hvac-sayers" },
          formerPaths: ["/service-areas/hvac-losoya", "/es/areas-de-servicio/hvac-losoya"],
        } as AreaEntry,
      ],
    });
    expect(next.resolve("/service-areas/hvac-losoya")).toMatchObject({
      kind: "page",
      page: { doc: areaDoc("sayers") },
    });
    expect(next.resolve("/es/areas-de-servicio/hvac-sayers")).toMatchObject({
      kind: "page",
      page: { doc: areaDoc("losoya") },
    });
    for (const { from, to } of next.redirects()) expect(next.resolve(to).kind, from).toBe("page");
  });

  it("a withdrawn page is gone: its addresses are not found and no redirect leads to it", () => {
    const next = routeTable({
      ...starter,
      services: services.filter((s) => s.doc !== serviceDoc("heatPump")),
    });
    expect(next.resolve("/air-conditioning-contractor/heat-pump-service")).toEqual({
      kind: "notFound",
      locale: "en",
    });
    expect(next.resolve("/heating-contractor/heat-pump")).toEqual({
      kind: "notFound",
      locale: "en",
    });
    expect(next.has({ id: "service", doc: serviceDoc("heatPump") })).toBe(false);
    expect(next.allPages()).toHaveLength(78);
  });

  it("a redirect never shadows a page", () => {
    const next = routeTable({
      ...starter,
      redirects: [{ from: "/contact", to: { id: "home" }, locale: "en" }],
    });
    expect(next.resolve("/contact")).toMatchObject({ kind: "page", page: { id: "contact" } });
  });
});
