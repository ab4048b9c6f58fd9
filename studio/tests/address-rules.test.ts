import type { SanityDocumentLike } from "@hvac/content";
import { describe, expect, it } from "vitest";
import { documents, publishErrors, starterDocument } from "./studio-validation";

/**
 * Every rule of a page's address and of a redirect's old address, as the
 * Studio checks it before the office can publish (issue 23, item 3), on the
 * schema with the starter dataset as the published content.
 */

const reference = (id: string) => ({ _type: "reference", _ref: id });

describe("a town's or service page's address", () => {
  const floresville = starterDocument("serviceArea-floresville");
  const town = (address: Record<string, string>) => ({
    ...floresville,
    _id: "drafts.seguin",
    name: "Seguin",
    address: { _type: "localeAddress", ...address },
  });
  const furnace = starterDocument("servicePage-furnaceRepair");
  // A new service page under Heating.
  const boilers = (address: Record<string, string>) => ({
    ...furnace,
    _id: "drafts.boilers",
    address: { _type: "localeAddress", ...address },
  });

  it("a new town or service page with its own address in both languages can be published", async () => {
    expect(await publishErrors(town({ en: "hvac-seguin", es: "hvac-seguin" }))).toEqual([]);
    expect(
      await publishErrors(boilers({ en: "boiler-repair", es: "reparacion-calderas" })),
    ).toEqual([]);
  });

  it("a page keeps its own address when edited", async () => {
    expect(await publishErrors({ ...floresville, _id: "drafts.serviceArea-floresville" })).toEqual(
      [],
    );
    expect(await publishErrors({ ...furnace, _id: "drafts.servicePage-furnaceRepair" })).toEqual(
      [],
    );
  });

  it.each([
    [{ en: "HVAC Seguin", es: "hvac-seguin" }, "address.en"],
    [{ en: "hvac-seguin", es: "climatización-seguin" }, "address.es"],
    [{ en: "hvac_seguin", es: "hvac-seguin" }, "address.en"],
  ])("only lowercase letters, digits and hyphens: %j", async (address, field) => {
    expect(await publishErrors(town(address))).toEqual([
      `${field}: Use only lowercase letters (a-z, no accents), digits and hyphens, e.g. hvac-seguin.`,
    ]);
  });

  it("a hyphen between letters or digits, one at a time", async () => {
    expect(await publishErrors(town({ en: "hvac--seguin", es: "-seguin" }))).toEqual([
      "address.en: Start and end with a letter or digit, one hyphen at a time.",
      "address.es: Start and end with a letter or digit, one hyphen at a time.",
    ]);
  });

  it.each([
    [{ en: "hvac-seguin" }, "address.es"],
    [{ es: "hvac-seguin" }, "address.en"],
  ])("both languages: %j", async (address, field) => {
    expect(await publishErrors(town(address))).toEqual([`${field}: Fill in the address.`]);
  });

  it("unique in English among the towns, naming the page that has it", async () => {
    expect(await publishErrors(town({ en: "hvac-floresville", es: "hvac-seguin" }))).toEqual([
      'address.en: /service-areas/hvac-floresville is already the address of "Floresville".',
    ]);
  });

  it("unique in Spanish among the towns", async () => {
    expect(await publishErrors(town({ en: "hvac-seguin", es: "hvac-elmendorf" }))).toEqual([
      'address.es: /es/areas-de-servicio/hvac-elmendorf is already the address of "Elmendorf".',
    ]);
  });

  it("unique in each language among the pages of its service group, named in that language", async () => {
    expect(await publishErrors(boilers({ en: "maintenance", es: "mantenimiento" }))).toEqual([
      'address.en: /heating-contractor/maintenance is already the address of "Heating Maintenance".',
      'address.es: /es/calefaccion/mantenimiento is already the address of "Mantenimiento de calefacción".',
    ]);
  });

  it("not an old address the site already moves: a redirect, in either language", async () => {
    expect(await publishErrors(boilers({ en: "heat-pump", es: "bomba-de-calor" }))).toEqual([
      "address.en: /heating-contractor/heat-pump already moves to /air-conditioning-contractor/heat-pump-service. Pick another address, or delete that redirect first.",
      "address.es: /es/calefaccion/bomba-de-calor already moves to /es/aire-acondicionado/bomba-de-calor. Pick another address, or delete that redirect first.",
    ]);
  });

  it("not another page's former address, in either language", async () => {
    const moved = {
      ...floresville,
      formerPaths: ["/service-areas/floresville", "/es/areas-de-servicio/floresville"],
    };
    const dataset = documents.map((d) => (d._id === floresville._id ? moved : d));
    expect(await publishErrors(town({ en: "floresville", es: "floresville" }), dataset)).toEqual([
      'address.en: /service-areas/floresville was the address of "Floresville" and still leads there. Pick another address.',
      'address.es: /es/areas-de-servicio/floresville was the address of "Floresville" and still leads there. Pick another address.',
    ]);
    // The page itself may take a former address back.
    const back = {
      ...moved,
      _id: "drafts.serviceArea-floresville",
      address: { _type: "localeAddress", en: "floresville", es: "floresville" },
    };
    expect(await publishErrors(back, dataset)).toEqual([]);
  });
});

describe("a redirect's old address", () => {
  const redirect = (from: string, language: "en" | "es" = "en"): SanityDocumentLike => ({
    _id: "drafts.r",
    _type: "redirect",
    from,
    to: reference("servicePage-furnaceRepair"),
    language,
  });

  it.each([
    ["/old/furnace.html", "en"],
    ["/viejo/hornos.html", "es"],
    ["/es/viejo/hornos.html", "es"],
  ] as const)("%s (leading to the %s page) can be published", async (from, language) => {
    expect(await publishErrors(redirect(from, language))).toEqual([]);
  });

  it("a published redirect keeps its own old address when edited", async () => {
    const published = starterDocument("redirect-4");
    expect(await publishErrors({ ...published, _id: "drafts.redirect-4" })).toEqual([]);
  });

  it.each([
    // The fixed pages, in each language.
    ["/contact", "en", '/contact is the address of "Contact": it cannot move.'],
    ["/es/contacto", "es", '/es/contacto is the address of "Contacto": it cannot move.'],
    ["/es", "es", '/es is the address of "Inicio": it cannot move.'],
    // The office's pages.
    [
      "/es/areas-de-servicio/hvac-floresville",
      "es",
      '/es/areas-de-servicio/hvac-floresville is the address of "Floresville": it cannot move.',
    ],
    // The aliases the site honours, and the office's redirects.
    ["/es/service-areas", "es", "/es/service-areas already moves to /es/areas-de-servicio."],
    [
      "/es/service-areas/hvac-floresville",
      "es",
      "/es/service-areas/hvac-floresville already moves to /es/areas-de-servicio/hvac-floresville.",
    ],
    [
      "/heating-contractor/heat-pump",
      "en",
      "/heating-contractor/heat-pump already moves to /air-conditioning-contractor/heat-pump-service.",
    ],
    [
      "/es/calefaccion/arreglo-hornos",
      "es",
      "/es/calefaccion/arreglo-hornos already moves to /es/calefaccion/reparacion-hornos.",
    ],
    // The site's own folders.
    ["/api", "en", "/api is one of the site's own folders."],
    ["/api/leads", "en", "/api/leads is one of the site's own folders."],
    ["/assets/logo.svg", "en", "/assets/logo.svg is one of the site's own folders."],
    ["/_next/static/app.js", "en", "/_next/static/app.js is one of the site's own folders."],
    // The files the site serves itself, which the proxy never sees (issue 39, item 8).
    [
      "/robots.txt",
      "en",
      "/robots.txt is a file the site serves itself: pick another old address.",
    ],
    [
      "/sitemap.xml/old",
      "en",
      "/sitemap.xml/old begins with /sitemap.xml, a file the site serves itself: pick another old address.",
    ],
    [
      "/favicon-ico",
      "en",
      "/favicon-ico is too close to /favicon.ico, a file the site serves itself: pick another old address.",
    ],
    ["/icon.svg", "en", "/icon.svg is a file the site serves itself: pick another old address."],
    // The request form's result pages and the not-found pages.
    ["/request-received", "en", "/request-received is a page of the request form."],
    ["/es/solicitud-no-enviada", "es", "/es/solicitud-no-enviada is a page of the request form."],
    ["/page-not-found", "en", "/page-not-found is the site's page-not-found page."],
    // The path alone.
    [
      "old/furnace.html",
      "en",
      "Write the path alone, starting with /, e.g. /old-page.html (no domain, no ? or #).",
    ],
    [
      "/old/furnace.html?page=2",
      "en",
      "Write the path alone, starting with /, e.g. /old-page.html (no domain, no ? or #).",
    ],
  ] as const)("%s is refused", async (from, language, message) => {
    expect(await publishErrors(redirect(from, language))).toEqual([`from: ${message}`]);
  });

  it("the /es rule: an old address under /es is Spanish, so it leads to the Spanish page", async () => {
    expect(await publishErrors(redirect("/es/viejo/hornos.html", "en"))).toEqual([
      "language: /es/viejo/hornos.html starts with /es, so it is a Spanish address: choose Español, or an old address without /es.",
    ]);
  });

  it("leads to a page that exists", async () => {
    const broken = { ...redirect("/old/x.html"), to: reference("servicePage-nothing") };
    expect((await publishErrors(broken)).join("\n")).toMatch(/^to: /);
  });
});
