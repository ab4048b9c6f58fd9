import { datasetRouteTable } from "@hvac/content";
import type { PageRef } from "@hvac/routing";
import { describe, expect, it } from "vitest";
import { pageMetadata } from "./page-metadata";

const siteUrl = "https://www.example.com";
const routes = await datasetRouteTable();
const base = {
  siteUrl,
  routes,
  siteName: "Example HVAC",
  title: "AC Repair",
  description: "Fast repair.",
};

describe("page metadata", () => {
  it("links an English page to itself, its Spanish twin and the English default", () => {
    const metadata = pageMetadata({
      ...base,
      page: { id: "service", doc: "servicePage-acRepair" },
      locale: "en",
    });
    expect(metadata.title).toBe("AC Repair");
    expect(metadata.description).toBe("Fast repair.");
    expect(metadata.alternates).toEqual({
      canonical: "https://www.example.com/air-conditioning-contractor/repair",
      languages: {
        en: "https://www.example.com/air-conditioning-contractor/repair",
        es: "https://www.example.com/es/aire-acondicionado/reparacion",
        "x-default": "https://www.example.com/air-conditioning-contractor/repair",
      },
    });
    expect(metadata.robots).toBeUndefined();
  });

  it("gives a Spanish page its own canonical and the same alternates", () => {
    const metadata = pageMetadata({
      ...base,
      page: { id: "area", doc: "serviceArea-von-ormy" },
      locale: "es",
    });
    expect(metadata.alternates?.canonical).toBe(
      "https://www.example.com/es/areas-de-servicio/hvac-von-ormy",
    );
    expect(metadata.alternates?.languages).toEqual({
      en: "https://www.example.com/service-areas/hvac-von-ormy",
      es: "https://www.example.com/es/areas-de-servicio/hvac-von-ormy",
      "x-default": "https://www.example.com/service-areas/hvac-von-ormy",
    });
  });

  it("names the home page with its slash", () => {
    const metadata = pageMetadata({ ...base, page: { id: "home" }, locale: "en" });
    expect(metadata.alternates?.canonical).toBe("https://www.example.com/");
    expect(metadata.alternates?.languages).toMatchObject({ es: "https://www.example.com/es" });
  });

  it("describes the page for link previews in the page's language", () => {
    const image = { url: "https://www.example.com/van.png", width: 1200, height: 630, alt: "Van" };
    const en = pageMetadata({ ...base, page: { id: "contact" }, locale: "en", image });
    expect(en.openGraph).toEqual({
      type: "website",
      url: "https://www.example.com/contact",
      siteName: "Example HVAC",
      title: "AC Repair",
      description: "Fast repair.",
      locale: "en_US",
      alternateLocale: ["es_US"],
      images: [image],
    });
    expect(en.twitter).toMatchObject({ card: "summary_large_image", images: [image] });
    const es = pageMetadata({ ...base, page: { id: "contact" }, locale: "es" });
    expect(es.openGraph).toMatchObject({
      url: "https://www.example.com/es/contacto",
      locale: "es_US",
      alternateLocale: ["en_US"],
    });
    expect(es.twitter).toMatchObject({ card: "summary" });
  });

  it("keeps exactly the privacy and terms pages, in both languages, out of search results", () => {
    const noindex = routes
      .allPages()
      .filter(({ page, locale }) => pageMetadata({ ...base, page, locale }).robots)
      .map(({ path }) => path);
    expect(noindex.sort()).toEqual(["/es/privacidad", "/es/terminos", "/privacy", "/terms"]);
    const privacy: PageRef = { id: "privacy" };
    expect(pageMetadata({ ...base, page: privacy, locale: "es" }).robots).toEqual({
      index: false,
      follow: true,
    });
  });
});
