import type { Offer, OfferCatalog, Service } from "schema-dts";
import { businessId, serviceAreaId, serviceId } from "./ids";

/** A typical price range in US dollars, as the service page's priceRange field holds it. */
export interface PriceRange {
  low?: number | null;
  high?: number | null;
  validFrom?: string | null;
}

/** One thing offered, e.g. a feature card of the page. */
export interface CatalogItem {
  name: string;
  description?: string;
}

export interface ServiceNodeInput {
  siteUrl: string;
  pageUrl: string;
  name: string;
  description?: string;
  priceRange?: PriceRange | null;
  catalog?: { name: string; items: CatalogItem[] };
}

function priceOffer(range: PriceRange | null | undefined): Offer | undefined {
  if (typeof range?.low !== "number" || typeof range.high !== "number") return undefined;
  const validFrom = range.validFrom ?? undefined;
  return {
    "@type": "Offer",
    priceCurrency: "USD",
    validFrom,
    priceSpecification: {
      "@type": "PriceSpecification",
      priceCurrency: "USD",
      minPrice: range.low,
      maxPrice: range.high,
      validFrom,
    },
  };
}

function offerCatalog(catalog: ServiceNodeInput["catalog"]): OfferCatalog | undefined {
  if (!catalog || catalog.items.length === 0) return undefined;
  return {
    "@type": "OfferCatalog",
    name: catalog.name,
    itemListElement: catalog.items.map((item) => ({
      "@type": "Offer",
      itemOffered: { "@type": "Service", name: item.name, description: item.description },
    })),
  };
}

/**
 * A service page's service, provided by the business across its service
 * area, with its typical price range and the catalogue of what it offers
 * when the page has them.
 */
export function serviceNode(input: ServiceNodeInput): Service {
  const { siteUrl, pageUrl } = input;
  return {
    "@type": "Service",
    "@id": serviceId(pageUrl),
    name: input.name,
    serviceType: input.name,
    description: input.description,
    url: pageUrl,
    provider: { "@id": businessId(siteUrl) },
    areaServed: { "@id": serviceAreaId(siteUrl) },
    offers: priceOffer(input.priceRange),
    hasOfferCatalog: offerCatalog(input.catalog),
  };
}
