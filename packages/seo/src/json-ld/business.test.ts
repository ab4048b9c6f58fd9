import { describe, expect, it } from "vitest";
import { businessNode } from "./business";
import { facts } from "./fixtures";

const siteUrl = "https://www.example.com";

describe("the business node", () => {
  it("states every fact of the Business facts document", () => {
    expect(
      businessNode(facts, { siteUrl, locale: "en", image: "https://www.example.com/van.svg" }),
    ).toEqual({
      "@type": "HVACBusiness",
      "@id": "https://www.example.com/#business",
      name: "Example HVAC",
      url: "https://www.example.com/",
      telephone: "+1-210-555-0123",
      email: "office@example.com",
      image: "https://www.example.com/van.svg",
      priceRange: "$$",
      address: {
        "@type": "PostalAddress",
        streetAddress: "17812 I-37",
        addressLocality: "Elmendorf",
        addressRegion: "TX",
        postalCode: "78112",
        addressCountry: "US",
      },
      geo: { "@type": "GeoCoordinates", latitude: 29.25607, longitude: -98.33252 },
      openingHoursSpecification: [
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
          opens: "00:00",
          closes: "23:59",
        },
      ],
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: 4.7,
        reviewCount: 80,
        bestRating: 5,
        worstRating: 1,
      },
      areaServed: [
        "San Antonio",
        "Elmendorf",
        {
          "@type": "GeoCircle",
          "@id": "https://www.example.com/#service-area",
          geoMidpoint: { "@type": "GeoCoordinates", latitude: 29.25607, longitude: -98.33252 },
          geoRadius: 50000,
        },
      ],
      hasCredential: {
        "@type": "EducationalOccupationalCredential",
        credentialCategory: "license",
        identifier: "TACLA29221C",
      },
      knowsLanguage: ["en", "es"],
    });
  });

  it("is the same node on Spanish pages, pointing at the Spanish home page", () => {
    const es = businessNode(facts, { siteUrl, locale: "es" });
    expect(es["@id" as never]).toBe("https://www.example.com/#business");
    expect(es).toMatchObject({ url: "https://www.example.com/es" });
  });

  it("leaves out what the document does not say, and unknown day names", () => {
    const sparse = businessNode(
      {
        ...facts,
        geo: null,
        rating: null,
        licence: null,
        hours: [{ days: ["Monday", "Someday"], opens: "08:00", closes: "17:00" }],
      },
      { siteUrl, locale: "en" },
    ) as unknown as Record<string, unknown>;
    expect(sparse.geo).toBeUndefined();
    expect(sparse.aggregateRating).toBeUndefined();
    expect(sparse.hasCredential).toBeUndefined();
    expect(sparse.areaServed).toEqual(["San Antonio", "Elmendorf"]);
    expect(sparse.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday"],
        opens: "08:00",
        closes: "17:00",
      },
    ]);
  });
});
