import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { type ServedSite, serveNextBuild } from "@hvac/audits";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dictionaries } from "@/i18n/dictionary";
import { headData, nodesOfType } from "./support/head";
import { copyRepository } from "./support/repository-copy";
import { sharedBrowser } from "./support/visit";

/**
 * README's recipe for a new service page, followed to the letter in a copy of
 * the repository: one route-table entry, one starter document, `npm run
 * typegen` and `npm run seed:build`. The built copy then shows the page in
 * both languages, in the menus, the breadcrumb, hreflang and the sitemap,
 * and no other file had to change.
 */

const routeEntry = `  boilerRepair: {
    kind: "service",
    en: "/heating-contractor/boiler-repair",
    es: "/es/calefaccion/reparacion-calderas",
    name: { en: "Boiler Repair", es: "Reparación de calderas" },
    parent: "heatingHub",
    menu: "heatingHub",
  },
`;

const seedDocument = `import { documentIdForPage, type ServicePage } from "@hvac/content";
import { seed } from "../../lib/define";
import { l, p, rich } from "../../lib/values";

export default seed<ServicePage>({
  _id: documentIdForPage({ id: "boilerRepair" }),
  _type: "servicePage",
  pageId: "boilerRepair",
  layout: "short",
  card: {
    _type: "serviceCard",
    icon: "flame",
    title: l("Boiler Repair", "Reparación de calderas"),
    summary: p("Hot-water boilers repaired.", "Reparamos calderas de agua caliente."),
  },
  hero: {
    _type: "hero",
    heading: l("Boiler Repair in San Antonio", "Reparación de calderas en San Antonio"),
    subtitle: p("Radiators cold? We come out.", "¿Radiadores fríos? Vamos a su casa."),
    ctaText: l("Call for Boiler Repair", "Llame para reparar su caldera"),
  },
  intro: rich("We repair boilers.", "Reparamos calderas."),
  seo: {
    _type: "seo",
    title: l("Boiler Repair San Antonio", "Reparación de calderas en San Antonio"),
    description: p("Boiler repair in San Antonio.", "Reparación de calderas en San Antonio."),
  },
});
`;

const paths = {
  en: "/heating-contractor/boiler-repair",
  es: "/es/calefaccion/reparacion-calderas",
};

const browser = sharedBrowser();
let repository: Awaited<ReturnType<typeof copyRepository>>;
let site: ServedSite;
let changed: string[];

beforeAll(async () => {
  repository = await copyRepository();
  const routes = join(repository.dir, "packages/routing/src/routes.ts");
  const table = await readFile(routes, "utf8");
  const at = table.indexOf("  serviceAreas: {");
  await writeFile(routes, `${table.slice(0, at)}${routeEntry}${table.slice(at)}`);
  await writeFile(
    join(repository.dir, "studio/seed/documents/services/boiler-repair.ts"),
    seedDocument,
  );
  await repository.run(".", "npm", ["run", "typegen"]);
  await repository.run(".", "npm", ["run", "seed:build"]);
  changed = await repository.changedFiles();
  // The build as deployed (README): Next's build and the standalone server's files.
  await repository.run("apps/web", "npm", ["run", "build"]);
  site = await serveNextBuild(join(repository.dir, "apps/web"));
}, 600_000);

afterAll(async () => {
  await site?.stop();
  await repository?.remove();
});

describe("adding a service page as README says", () => {
  it("touches the route table and one document; the rest is generated", () => {
    expect(changed).toEqual([
      "packages/content/src/sanity.types.ts",
      "packages/routing/src/routes.ts",
      "studio/schema.json",
      "studio/seed/documents/services/boiler-repair.ts",
      "studio/seed/production.ndjson",
    ]);
  });

  // The site type-checked as it built; the starter document is checked against its new type.
  it("type-checks: the new page is a service page like the others", async () => {
    await repository.run("studio", "npx", ["tsc", "--noEmit"]);
  }, 180_000);

  it.each([
    ["en", "Boiler Repair in San Antonio", ["Home", "Heating", "Boiler Repair"]],
    [
      "es",
      "Reparación de calderas en San Antonio",
      ["Inicio", "Calefacción", "Reparación de calderas"],
    ],
  ] as const)(
    "serves the page in %s with its breadcrumb, hreflang and language switch",
    async (locale, heading, trail) => {
      const page = await browser.newPage({ baseURL: site.baseURL });
      const response = await page.goto(paths[locale]);
      expect(response?.status()).toBe(200);
      expect((await page.locator("h1").textContent())?.trim()).toBe(heading);
      const head = await headData(page, dictionaries[locale].breadcrumb.label);
      expect(head.breadcrumb.map((step) => step.name)).toEqual(trail);
      expect(head.breadcrumb.at(-2)?.href).toBe(
        locale === "en" ? "/heating-contractor" : "/es/calefaccion",
      );
      expect(head.alternates.map(([language, href]) => [language, new URL(href).pathname])).toEqual(
        [
          ["en", paths.en],
          ["es", paths.es],
          ["x-default", paths.en],
        ],
      );
      const [service] = nodesOfType(JSON.parse(head.jsonLd[0] ?? "{}"), "Service");
      expect(service?.name).toBe(locale === "en" ? "Boiler Repair" : "Reparación de calderas");
      const other = locale === "en" ? "es" : "en";
      const toggle = page.locator(`header a[hreflang="${other}"]`).first();
      expect(await toggle.getAttribute("href")).toBe(paths[other]);
    },
  );

  it.each([
    ["en", "/", "Boiler Repair"],
    ["es", "/es", "Reparación de calderas"],
  ] as const)("lists it in the heating menus of every page (%s)", async (locale, home, label) => {
    const page: Page = await browser.newPage({ baseURL: site.baseURL });
    await page.goto(home);
    // The desktop menu writes a group's links when it opens (once the page is interactive).
    const heating = page.locator('button[aria-controls="menu-heatingHub"]');
    await expect
      .poll(async () => {
        await heating.click();
        return heating.getAttribute("aria-expanded");
      })
      .toBe("true");
    for (const menu of ["#menu-heatingHub", "dialog nav"]) {
      const link = page.locator(`${menu} a`, { hasText: label });
      expect(await link.getAttribute("href"), menu).toBe(paths[locale]);
    }
    // The home page's heating group lists its menu too.
    expect(await page.locator(`#services a[href="${paths[locale]}"]`).textContent()).toBe(label);
  });

  it("adds both addresses to the sitemap", async () => {
    const sitemap = await (await fetch(`${site.baseURL}/sitemap.xml`)).text();
    for (const path of Object.values(paths)) expect(sitemap).toContain(`${path}</loc>`);
  });
});
