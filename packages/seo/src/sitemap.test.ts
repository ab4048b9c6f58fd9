import { datasetRouteTable } from "@hvac/content";
import { describe, expect, it } from "vitest";
import { robotsFile, sitemapEntries } from "./sitemap";

const siteUrl = "https://www.example.com";
const routes = await datasetRouteTable();

describe("sitemap", () => {
  const entries = sitemapEntries(siteUrl, routes);

  it("lists every page of the route table but the four legal ones", () => {
    const legal = ["/privacy", "/terms", "/es/privacidad", "/es/terminos"];
    expect(entries.map((entry) => entry.url).sort()).toEqual(
      routes
        .allPages()
        .filter(({ path }) => !legal.includes(path))
        .map(({ path }) => `${siteUrl}${path}`)
        .sort(),
    );
    expect(entries).toHaveLength(76);
  });

  it("names both languages and the default beside each page", () => {
    expect(entries.find((entry) => entry.url === `${siteUrl}/es/calefaccion`)).toEqual({
      url: `${siteUrl}/es/calefaccion`,
      alternates: {
        languages: {
          en: `${siteUrl}/heating-contractor`,
          es: `${siteUrl}/es/calefaccion`,
          "x-default": `${siteUrl}/heating-contractor`,
        },
      },
    });
  });
});

describe("robots.txt", () => {
  it("allows crawling everywhere and names the sitemap", () => {
    expect(robotsFile(siteUrl)).toEqual({
      rules: [{ userAgent: "*", allow: "/" }],
      sitemap: `${siteUrl}/sitemap.xml`,
    });
  });
});
