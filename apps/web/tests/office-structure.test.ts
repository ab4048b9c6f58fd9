import { randomBytes, randomUUID } from "node:crypto";
import { documentIdForPage, type SanityDocumentLike } from "@hvac/content";
import { type AddressedDocument, formerPathsAfter, pageName } from "@hvac/routing";
import type { ServedSite } from "@hvac/test-fixtures/harness/served-site";
import { serveSiteCopy } from "@hvac/test-fixtures/harness/site-copy";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dictionaries } from "@/i18n/dictionary";
import { headData, nodesOfType } from "./support/head";
import { type EditableDataset, editableDataset, publish } from "./support/publish";
import { starterRoutes } from "./support/starter-routes";
import { sharedBrowser } from "./support/visit";

/**
 * The office's structure, live without a rebuild: on a served copy of the
 * build and of the starter dataset, a test publishes as the Studio would (a
 * new town, a new service page, a changed address with the former addresses
 * the Studio's publish keeps, a withdrawn page, a redirect) and sends Sanity's
 * signed webhook; the next visit shows the change everywhere it belongs.
 */

const browser = sharedBrowser();
const secret = randomBytes(24).toString("base64url");
let dataset: EditableDataset;
let site: ServedSite;

beforeAll(async () => {
  dataset = await editableDataset();
  site = await serveSiteCopy({
    CONTENT_DATASET_FILE: dataset.file,
    SANITY_REVALIDATE_SECRET: secret,
  });
  // A running site: every page has been rendered and kept before the office's change.
  for (const { path } of starterRoutes.allPages()) await fetch(`${site.baseURL}${path}`);
}, 180_000);
afterAll(async () => {
  await site?.stop();
  await dataset?.remove();
});

const get = (path: string) => fetch(`${site.baseURL}${path}`, { redirect: "manual" });
const html = async (path: string) => {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  return response.text();
};
/** Publishes as the Studio does: the dataset as the Content Lake has it now, then the signed webhook. */
async function published(doc: { _id: string; _type: string }) {
  const response = await publish(site.baseURL, secret, doc);
  expect(response.status).toBe(200);
}

const linksTo = (page: string, path: string) => page.includes(`href="${path}"`);

/** The JSON-LD graph of a page. */
async function graphOf(path: string): Promise<Array<Record<string, unknown>>> {
  const json = (await html(path)).match(
    /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/,
  )?.[1];
  return (
    (JSON.parse(json ?? "{}") as { "@graph"?: Array<Record<string, unknown>> })["@graph"] ?? []
  );
}

/** What the office's address change publishes: the new address and, as the Studio's publish keeps them, the former ones. */
function renamed(id: string, kind: "area" | "service", address: { en: string; es: string }) {
  dataset.edit(id, (doc) => {
    const draft = { ...doc, address: { _type: "localeAddress", ...address } };
    const formerPaths = formerPathsAfter(
      kind,
      doc as AddressedDocument,
      draft as AddressedDocument,
    );
    return formerPaths ? { ...draft, formerPaths } : draft;
  });
}

describe("the office adds a town: Seguin", () => {
  // A new document of the Studio: a random id, a copy of another town's fields.
  const id = randomUUID();
  const en = "/service-areas/hvac-seguin";
  const es = "/es/areas-de-servicio/hvac-seguin";

  const faq = {
    _id: randomUUID(),
    _type: "faq",
    question: {
      _type: "localeString",
      en: "Do you come out to Seguin on weekends?",
      es: "¿Van a Seguin los fines de semana?",
    },
    answer: {
      _type: "localeText",
      en: "Yes. Our emergency line answers every day, and a technician drives out from Elmendorf.",
      es: "Sí. La línea de emergencias contesta todos los días y un técnico sale desde Elmendorf.",
    },
  };

  beforeAll(async () => {
    const floresville = dataset.document("serviceArea-floresville");
    dataset.add(faq);
    dataset.add({
      ...floresville,
      _id: id,
      name: "Seguin",
      address: { _type: "localeAddress", en: "hvac-seguin", es: "hvac-seguin" },
      zip: "78155",
      county: "Guadalupe",
      order: 18,
      inMenus: false,
      showOnHome: false,
      faqs: [{ _type: "reference", _ref: faq._id, _key: "f1" }],
    } as SanityDocumentLike);
    await published({ _id: id, _type: "serviceArea" });
  });

  it("has its two pages, each naming the town and pairing with the other", async () => {
    const english = await html(en);
    expect(english).toMatch(/<h1[^>]*>[^<]*Seguin/);
    expect(english).toMatch(
      /<link rel="alternate" hrefLang="es" href="[^"]*\/es\/areas-de-servicio\/hvac-seguin"/,
    );
    const spanish = await html(es);
    expect(spanish).toMatch(/<h1[^>]*>[^<]*Seguin/);
    expect(linksTo(spanish, en)).toBe(true);
  });

  it("is listed in the areas index under its county, and joins the menus and town lists once ticked, in both languages", async () => {
    for (const [index, page, county] of [
      ["/service-areas", en, "Guadalupe County"],
      ["/es/areas-de-servicio", es, "Condado de Guadalupe"],
    ] as const) {
      const listed = (await html(index)).split(`>${county}</h2>`)[1]?.split("</section>")[0];
      expect(linksTo(listed ?? "", page), index).toBe(true);
      expect(listed).toContain("Seguin, TX 78155");
    }
    // Not ticked for menus: no page's menus (the drawer's, on any page) nor
    // a service page's town list name it; the list leads to all 18.
    expect(linksTo(await html("/contact"), en)).toBe(false);
    expect(linksTo(await html("/air-conditioning-contractor/repair"), en)).toBe(false);
    expect(await html("/air-conditioning-contractor/repair")).toMatch(
      /<a href="\/service-areas" class="[^"]*">All 18 towns we serve<\/a>/,
    );
    expect(await html("/es/aire-acondicionado/reparacion")).toContain(
      "Las 18 comunidades que atendemos</a>",
    );

    dataset.edit(id, (doc) => ({ ...doc, inMenus: true }));
    await published({ _id: id, _type: "serviceArea" });
    expect(linksTo(await html("/contact"), en)).toBe(true);
    expect(linksTo(await html("/es/contacto"), es)).toBe(true);
    const repair = await html("/air-conditioning-contractor/repair");
    expect(linksTo(repair, en)).toBe(true);
    // Every town listed: no link to the rest.
    expect(repair).not.toContain("All 18 towns we serve");
  });

  it("joins the home page's town list once the office ticks Show on the home page, in both languages", async () => {
    const { areas } = dataset.document<{ areas: { title: Record<"en" | "es", string> } }>(
      documentIdForPage({ id: "home" }),
    );
    // The list under the home page's towns heading (every page's menu lists every town).
    const townList = async (path: string, locale: "en" | "es") => {
      const list = (await html(path))
        .split(`>${areas.title[locale]}</h2>`)[1]
        ?.split("</section>")[0];
      expect(list, path).toContain('href="');
      return list ?? "";
    };
    expect(linksTo(await townList("/", "en"), en)).toBe(false);
    dataset.edit(id, (doc) => ({ ...doc, showOnHome: true }));
    await published({ _id: id, _type: "serviceArea" });
    expect(linksTo(await townList("/", "en"), en)).toBe(true);
    expect(linksTo(await townList("/es", "es"), es)).toBe(true);
  });

  it("is counted wherever the copy says how many towns we serve, in both languages", async () => {
    expect(await html("/service-areas")).toContain("We serve 18 communities");
    expect(await html("/")).toContain("San Antonio and 17 nearby towns");
    expect(await html("/es/contacto")).toContain("17 comunidades cercanas");
  });

  it("is in the sitemap with both languages named beside each", async () => {
    const sitemap = await html("/sitemap.xml");
    expect(sitemap).toMatch(new RegExp(`<loc>[^<]*${en}</loc>`));
    expect(sitemap).toMatch(new RegExp(`<loc>[^<]*${es}</loc>`));
    expect(sitemap).toMatch(new RegExp(`hreflang="es" href="[^"]*${es}"`));
  });

  it("shows its own questions, in its FAQ JSON-LD too, in each language", async () => {
    expect(await html(en)).toContain("Questions from Seguin");
    expect(await html(es)).toContain(faq.question.es);
    const graph = await graphOf(en);
    const page = graph.find((node) => node["@type"] === "FAQPage") as
      | { mainEntity: Array<{ name: string }> }
      | undefined;
    expect(page?.mainEntity.map((question) => question.name)).toEqual([faq.question.en]);
  });

  it("has its breadcrumb in the page and in its JSON-LD", async () => {
    const graph = await graphOf(en);
    const crumbs = graph.find((node) => node["@type"] === "BreadcrumbList") as
      | { itemListElement: Array<{ name: string; item?: string }> }
      | undefined;
    expect(crumbs?.itemListElement.map((step) => step.name)).toEqual([
      "Home",
      "Service Areas",
      "Seguin",
    ]);
    expect(crumbs?.itemListElement.at(-1)?.item).toMatch(new RegExp(`${en}$`));
  });

  it("changes its address: the old one answers 308 to the new, in each language; twice: one hop", async () => {
    renamed(id, "area", { en: "hvac-seguin-tx", es: "climatizacion-seguin" });
    await published({ _id: id, _type: "serviceArea" });
    expect((await get(en)).headers.get("location")).toBe("/service-areas/hvac-seguin-tx");
    expect((await get(en)).status).toBe(308);
    expect((await get(es)).headers.get("location")).toBe(
      "/es/areas-de-servicio/climatizacion-seguin",
    );
    expect(linksTo(await html("/service-areas"), "/service-areas/hvac-seguin-tx")).toBe(true);

    renamed(id, "area", { en: "seguin-tx", es: "seguin-tx" });
    await published({ _id: id, _type: "serviceArea" });
    for (const old of [en, "/service-areas/hvac-seguin-tx"]) {
      const moved = await get(old);
      expect(moved.status, old).toBe(308);
      expect(moved.headers.get("location"), old).toBe("/service-areas/seguin-tx");
    }
    for (const old of [es, "/es/areas-de-servicio/climatizacion-seguin"]) {
      const moved = await get(old);
      expect(moved.status, old).toBe(308);
      expect(moved.headers.get("location"), old).toBe("/es/areas-de-servicio/seguin-tx");
    }
    expect((await get("/service-areas/seguin-tx")).status).toBe(200);
  });

  it("is withdrawn: every address of it is not found, and it is gone from lists and the sitemap", async () => {
    dataset.delete(id);
    await published({ _id: id, _type: "serviceArea" });
    for (const path of [en, es, "/service-areas/seguin-tx", "/es/areas-de-servicio/seguin-tx"]) {
      expect((await get(path)).status, path).toBe(404);
    }
    expect(await html("/service-areas")).not.toContain("Seguin");
    expect(await html("/service-areas")).toContain("We serve 17 communities");
    expect(await html("/contact")).not.toContain("seguin");
    expect(await html("/sitemap.xml")).not.toContain("seguin");
  });
});

describe("the office adds a service page: boiler repair, under Heating", () => {
  const id = randomUUID();
  const en = "/heating-contractor/boiler-repair";
  const es = "/es/calefaccion/reparacion-calderas";

  beforeAll(async () => {
    const furnace = dataset.document("servicePage-furnaceRepair");
    dataset.add({
      ...furnace,
      _id: id,
      name: { _type: "localeString", en: "Boiler Repair", es: "Reparación de calderas" },
      address: { _type: "localeAddress", en: "boiler-repair", es: "reparacion-calderas" },
      // Its card names it as the office does (the furnace page's card said Furnace Repair).
      card: {
        ...(furnace.card as object),
        title: { _type: "localeString", en: "Boiler Repair", es: "Reparación de calderas" },
      },
      group: "heatingHub",
      menu: "heatingHub",
      order: 12,
      footerOrder: undefined,
    } as SanityDocumentLike);
    await published({ _id: id, _type: "servicePage" });
  });

  const paths = { en, es };

  it.each([
    ["en", "Home", "Heating", "Boiler Repair"],
    ["es", "Inicio", "Calefacción", "Reparación de calderas"],
  ] as const)(
    "serves the page in %s with its breadcrumb, hreflang, JSON-LD and language switch",
    async (locale, home, group, name) => {
      const page = await browser.newPage({ baseURL: site.baseURL });
      expect((await page.goto(paths[locale]))?.status()).toBe(200);
      const head = await headData(page, dictionaries[locale].breadcrumb.label);
      expect(head.breadcrumb.map((step) => step.name)).toEqual([home, group, name]);
      expect(head.breadcrumb.at(-2)?.href).toBe(
        locale === "en" ? "/heating-contractor" : "/es/calefaccion",
      );
      expect(head.alternates.map(([language, href]) => [language, new URL(href).pathname])).toEqual(
        [
          ["en", en],
          ["es", es],
          ["x-default", en],
        ],
      );
      const [service] = nodesOfType(JSON.parse(head.jsonLd[0] ?? "{}"), "Service");
      expect(service?.name).toBe(name);
      const other = locale === "en" ? "es" : "en";
      const toggle = page.locator(`header a[hreflang="${other}"]`).first();
      expect(await toggle.getAttribute("href")).toBe(paths[other]);
      await page.close();
    },
  );

  it.each([
    ["en", "/", "Boiler Repair"],
    ["es", "/es", "Reparación de calderas"],
  ] as const)(
    "is in the heating menus of every page and the home page's group (%s)",
    async (locale, home, label) => {
      const page: Page = await browser.newPage({ baseURL: site.baseURL });
      await page.goto(home);
      // The desktop menu writes a group's links when it opens (once the page is interactive).
      const heating = page
        .locator("header nav")
        .getByRole("button", { name: pageName("heatingHub", locale), exact: true });
      await expect
        .poll(async () => {
          await heating.click();
          return heating.getAttribute("aria-expanded");
        })
        .toBe("true");
      const inMenu = (menu: string) =>
        page.locator(`${menu} a`, { hasText: label }).getAttribute("href");
      expect(await inMenu("#menu-heatingHub")).toBe(paths[locale]);
      expect(await page.locator(`#services a[href="${paths[locale]}"]`).textContent()).toBe(label);
      // The phone's drawer writes its menus when it first opens.
      await page.setViewportSize({ width: 390, height: 800 });
      await page.locator('button[aria-haspopup="dialog"]').click();
      expect(await inMenu("dialog nav")).toBe(paths[locale]);
      await page.close();
    },
  );

  it("is on the heating page, in both languages", async () => {
    expect(linksTo(await html("/heating-contractor"), en)).toBe(true);
    expect(linksTo(await html("/es/calefaccion"), es)).toBe(true);
  });

  it("is in the sitemap", async () => {
    const sitemap = await html("/sitemap.xml");
    expect(sitemap).toContain(en);
    expect(sitemap).toContain(es);
  });
});

describe("the office moves an old address with a redirect", () => {
  const from = "/old-site/furnace-repair.html";

  it("answers 308 to the page in its language once published; deleted, not found", async () => {
    expect((await get(from)).status).toBe(404);
    const id = randomUUID();
    dataset.add({
      _id: id,
      _type: "redirect",
      from,
      to: { _type: "reference", _ref: "servicePage-furnaceRepair" },
      language: "es",
    });
    await published({ _id: id, _type: "redirect" });
    const moved = await get(from);
    expect(moved.status).toBe(308);
    expect(moved.headers.get("location")).toBe("/es/calefaccion/reparacion-hornos");

    dataset.delete(id);
    await published({ _id: id, _type: "redirect" });
    expect((await get(from)).status).toBe(404);
  });
});

describe("a link in copy to a withdrawn page", () => {
  it("stays as plain words, never a broken link", async () => {
    // The AC repair page's copy links to the AC maintenance page.
    const target = "/air-conditioning-contractor/maintenance";
    expect(linksTo(await html("/air-conditioning-contractor/repair"), target)).toBe(true);
    const maintenance = dataset.document("servicePage-acMaintenance");
    dataset.delete(maintenance._id);
    await published({ _id: maintenance._id, _type: "servicePage" });
    const page = await html("/air-conditioning-contractor/repair");
    expect(linksTo(page, target)).toBe(false);
    expect(page).toContain("AC maintenance");
    dataset.add(maintenance);
    await published({ _id: maintenance._id, _type: "servicePage" });
    expect(linksTo(await html("/air-conditioning-contractor/repair"), target)).toBe(true);
  });
});
