import { describe, expect, it } from "vitest";
import { breadcrumbNode } from "./breadcrumb";
import { jsonLdGraph } from "./graph";
import { pageNode } from "./page";
import { serviceNode } from "./service";

const siteUrl = "https://www.example.com";
const pageUrl = "https://www.example.com/es/otros-servicios/calidad-aire-interior";

describe("the breadcrumb node", () => {
  it("lists the visible steps in order, each with its absolute address", () => {
    expect(
      breadcrumbNode(siteUrl, pageUrl, [
        { name: "Inicio", path: "/es" },
        { name: "Otros Servicios", path: "/es/otros-servicios" },
        { name: "Calidad del Aire Interior", path: "/es/otros-servicios/calidad-aire-interior" },
      ]),
    ).toEqual({
      "@type": "BreadcrumbList",
      "@id": `${pageUrl}#breadcrumb`,
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Inicio", item: `${siteUrl}/es` },
        {
          "@type": "ListItem",
          position: 2,
          name: "Otros Servicios",
          item: `${siteUrl}/es/otros-servicios`,
        },
        { "@type": "ListItem", position: 3, name: "Calidad del Aire Interior", item: pageUrl },
      ],
    });
  });
});

describe("the page node", () => {
  const base = {
    siteUrl,
    pageUrl,
    locale: "es" as const,
    name: "Calidad del aire",
    description: "Aire limpio.",
  };

  it("is a WebPage in the page's language, about the business", () => {
    expect(pageNode({ ...base, breadcrumb: true })).toEqual({
      "@type": "WebPage",
      "@id": `${pageUrl}#webpage`,
      url: pageUrl,
      name: "Calidad del aire",
      description: "Aire limpio.",
      inLanguage: "es-US",
      about: { "@id": `${siteUrl}/#business` },
      breadcrumb: { "@id": `${pageUrl}#breadcrumb` },
    });
    expect(pageNode({ ...base, locale: "en" })).toMatchObject({ inLanguage: "en-US" });
  });

  it("names no breadcrumb on a page that shows none", () => {
    expect(pageNode(base)).toMatchObject({ breadcrumb: undefined });
  });

  it("is an FAQPage when the page shows questions, in their order", () => {
    const node = pageNode({
      ...base,
      faqs: [
        { question: "¿Qué es MERV?", answer: "Una escala de 1 a 16." },
        { question: "¿Cada cuándo cambio el filtro?", answer: "Cada 1 a 3 meses." },
      ],
    });
    expect(node).toMatchObject({
      "@type": "FAQPage",
      mainEntity: [
        {
          "@type": "Question",
          name: "¿Qué es MERV?",
          acceptedAnswer: { "@type": "Answer", text: "Una escala de 1 a 16." },
        },
        {
          "@type": "Question",
          name: "¿Cada cuándo cambio el filtro?",
          acceptedAnswer: { "@type": "Answer", text: "Cada 1 a 3 meses." },
        },
      ],
    });
  });
});

describe("the service node", () => {
  const base = {
    siteUrl,
    pageUrl,
    name: "Reparación de Aire Acondicionado",
    description: "Rápida.",
  };

  it("is provided by the business across its service area", () => {
    expect(serviceNode(base)).toEqual({
      "@type": "Service",
      "@id": `${pageUrl}#service`,
      name: "Reparación de Aire Acondicionado",
      serviceType: "Reparación de Aire Acondicionado",
      description: "Rápida.",
      url: pageUrl,
      provider: { "@id": `${siteUrl}/#business` },
      areaServed: { "@id": `${siteUrl}/#service-area` },
      offers: undefined,
      hasOfferCatalog: undefined,
    });
  });

  it("offers the page's price range in US dollars", () => {
    expect(
      serviceNode({ ...base, priceRange: { low: 79, high: 150, validFrom: "2025-01-01" } }).offers,
    ).toEqual({
      "@type": "Offer",
      priceCurrency: "USD",
      validFrom: "2025-01-01",
      priceSpecification: {
        "@type": "PriceSpecification",
        priceCurrency: "USD",
        minPrice: 79,
        maxPrice: 150,
        validFrom: "2025-01-01",
      },
    });
    expect(serviceNode({ ...base, priceRange: { low: 150 } }).offers).toBeUndefined();
  });

  it("carries a catalogue of what the page offers", () => {
    expect(
      serviceNode({
        ...base,
        catalog: {
          name: "Calidad del Aire Interior",
          items: [
            { name: "Filtros HEPA", description: "99.97% a 0.3 micras." },
            { name: "Purificadores" },
          ],
        },
      }).hasOfferCatalog,
    ).toEqual({
      "@type": "OfferCatalog",
      name: "Calidad del Aire Interior",
      itemListElement: [
        {
          "@type": "Offer",
          itemOffered: {
            "@type": "Service",
            name: "Filtros HEPA",
            description: "99.97% a 0.3 micras.",
          },
        },
        {
          "@type": "Offer",
          itemOffered: { "@type": "Service", name: "Purificadores", description: undefined },
        },
      ],
    });
    expect(
      serviceNode({ ...base, catalog: { name: "x", items: [] } }).hasOfferCatalog,
    ).toBeUndefined();
  });
});

describe("the graph", () => {
  it("wraps the nodes in one schema.org document", () => {
    expect(jsonLdGraph([{ "@type": "Thing", name: "x" }])).toEqual({
      "@context": "https://schema.org",
      "@graph": [{ "@type": "Thing", name: "x" }],
    });
  });
});
