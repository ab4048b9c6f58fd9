import type { Locale } from "@hvac/routing";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { starterRoutes } from "./support/starter-routes";
import { baseURL, sharedBrowser } from "./support/visit";

const browser = sharedBrowser();

describe("every page of the route table, in a real browser", () => {
  let page: Page;
  beforeAll(async () => {
    page = await browser.newPage();
  });

  it("serves 80 pages", () => {
    expect(starterRoutes.allPages()).toHaveLength(80);
  });

  it.each(starterRoutes.allPages().map((p) => [p.path, p.locale, p.page] as const))(
    "%s answers 200 in %s with its breadcrumb and a heading",
    async (path, locale, ref) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(path);
      expect(await page.getAttribute("html", "lang")).toBe(locale);
      const heading = (await page.locator("h1").first().textContent())?.trim();
      expect(heading).toBeTruthy();
      // Every page but home shows where it sits: Home > (group >) page.
      const crumbs = page.locator("main nav[aria-label] ol li");
      const home = path === "/" || path === "/es";
      expect(await crumbs.count()).toBe(
        home ? 0 : starterRoutes.breadcrumbSteps(ref, locale, "").length,
      );
      if (!home) expect(await page.locator('main nav [aria-current="page"]').count()).toBe(1);
    },
  );

  it("shows Home > group > page on a service page, linking each step", async () => {
    await page.goto("/es/aire-acondicionado/reparacion");
    const links = page.locator("main nav[aria-label] ol li a");
    expect(await links.allTextContents()).toEqual(["Inicio", "Aire acondicionado"]);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual([
      "/es",
      "/es/aire-acondicionado",
    ]);
  });
});

describe("tolerated aliases answer 308 to the canonical path", () => {
  const cases = [
    ...starterRoutes.redirects().map(({ from, to }) => [from, to] as const),
    ["/about-us/", "/about-us"] as const,
    ["/es/areas-de-servicio/hvac-floresville/", "/es/areas-de-servicio/hvac-floresville"] as const,
    ["/service-areas/hvac-san-antonio/", "/service-areas/hvac-san-antonio"] as const,
  ];

  it.each(cases)("%s -> %s", async (from, to) => {
    const response = await fetch(`${baseURL()}${from}`, { redirect: "manual" });
    expect(response.status).toBe(308);
    expect(new URL(response.headers.get("location") ?? "", baseURL()).pathname).toBe(to);
  });

  it("a browser following an alias lands on the canonical page", async () => {
    const page = await browser.newPage();
    const response = await page.goto("/heating-contractor/heat-pump");
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/air-conditioning-contractor/heat-pump-service");
  });
});

describe("unknown paths answer 404 with the not-found page of their language", () => {
  const cases: Array<[string, Locale, string, string, string]> = [
    ["/no-such-page", "en", "Oops! Page not found", "Return to Home", "/"],
    ["/service-areas/hvac-austin", "en", "Oops! Page not found", "Return to Home", "/"],
    [
      "/air-conditioning-contractor/repair/extra",
      "en",
      "Oops! Page not found",
      "Return to Home",
      "/",
    ],
    ["/es/no-existe", "es", "¡Uy! Página no encontrada", "Volver al inicio", "/es"],
    [
      "/es/areas-de-servicio/hvac-austin",
      "es",
      "¡Uy! Página no encontrada",
      "Volver al inicio",
      "/es",
    ],
  ];

  it.each(cases)("%s", async (path, locale, title, linkText, home) => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    expect(new URL(page.url()).pathname).toBe(path);
    expect(await page.getAttribute("html", "lang")).toBe(locale);
    await expect.poll(() => page.locator("main").textContent()).toContain("404");
    expect((await page.locator("h1").textContent())?.trim()).toBe(title);
    const link = page.getByRole("link", { name: linkText });
    expect(await link.getAttribute("href")).toBe(home);
    // Chromium itself logs the failed load of a 404 document; the page's own
    // error names the route it could not find.
    await expect
      .poll(() => errors.filter((e) => e.includes("non-existent route")).join("\n"))
      .toContain(path);
  });

  it("answers 404 to a plain request too, without a browser", async () => {
    const response = await fetch(`${baseURL()}/definitely/not/here`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Oops! Page not found");
  });
});
