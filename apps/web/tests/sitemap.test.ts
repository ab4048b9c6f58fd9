import { siteUrlFrom } from "@hvac/seo";
import { beforeAll, describe, expect, it } from "vitest";
import { starterRoutes } from "./support/starter-routes";
import { baseURL, sharedBrowser } from "./support/visit";

const browser = sharedBrowser();
const siteUrl = siteUrlFrom(process.env.SITE_URL);
const legalPaths = ["/privacy", "/terms", "/es/privacidad", "/es/terminos"];

interface Entry {
  loc: string;
  alternates: Array<[string, string]>;
}

describe("sitemap.xml, as served", () => {
  let entries: Entry[];
  let contentType: string | null;

  beforeAll(async () => {
    const response = await fetch(`${baseURL()}/sitemap.xml`);
    expect(response.status).toBe(200);
    contentType = response.headers.get("content-type");
    const xml = await response.text();
    // The browser's XML parser reads it as a search engine would: namespaces and all.
    const page = await browser.newPage();
    entries = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      if (doc.querySelector("parsererror")) throw new Error("sitemap.xml is not well-formed XML");
      const sitemaps = "http://www.sitemaps.org/schemas/sitemap/0.9";
      const xhtml = "http://www.w3.org/1999/xhtml";
      return [...doc.getElementsByTagNameNS(sitemaps, "url")].map((url) => ({
        loc: url.getElementsByTagNameNS(sitemaps, "loc")[0]?.textContent ?? "",
        alternates: [...url.getElementsByTagNameNS(xhtml, "link")]
          .filter((link) => link.getAttribute("rel") === "alternate")
          .map((link): [string, string] => [
            link.getAttribute("hreflang") ?? "",
            link.getAttribute("href") ?? "",
          ]),
      }));
    }, xml);
  });

  it("is XML", () => {
    expect(contentType).toMatch(/xml/);
  });

  it("lists every indexable page of the route table once, and no legal page", () => {
    const expected = starterRoutes
      .allPages()
      .filter(({ path }) => !legalPaths.includes(path))
      .map(({ path }) => `${siteUrl}${path}`);
    expect(entries.map((entry) => entry.loc).sort()).toEqual(expected.sort());
    expect(entries).toHaveLength(76);
  });

  it("names each page's English and Spanish address and the English default", () => {
    const byLoc = new Map(entries.map((entry) => [entry.loc, entry.alternates]));
    for (const { page, path } of starterRoutes
      .allPages()
      .filter(({ path }) => !legalPaths.includes(path))) {
      const english = `${siteUrl}${starterRoutes.pathFor(page, "en")}`;
      expect(byLoc.get(`${siteUrl}${path}`)?.sort(), path).toEqual([
        ["en", english],
        ["es", `${siteUrl}${starterRoutes.pathFor(page, "es")}`],
        ["x-default", english],
      ]);
    }
  });
});

describe("robots.txt, as served", () => {
  it("lets every crawler in everywhere and names the sitemap", async () => {
    const response = await fetch(`${baseURL()}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const lines = (await response.text())
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    expect(lines).toEqual(["User-Agent: *", "Allow: /", `Sitemap: ${siteUrl}/sitemap.xml`]);
  });
});
