import { type BusinessFactsQueryResult, type Localized, phoneNumber } from "@hvac/content";
import { type WeekDay, weekDays } from "@hvac/content/week-days";
import { href, type Locale, locales } from "@hvac/routing";
import type { DayOfWeek, GeoShape, HVACBusiness, OpeningHoursSpecification } from "schema-dts";
import { absoluteUrl } from "../site-url";
import { businessId, serviceAreaId } from "./ids";

/** The Business facts document as a page read it, in the visitor's language. */
export type BusinessFacts = Localized<NonNullable<BusinessFactsQueryResult>>;

// Every day the Studio offers is one schema.org knows.
weekDays satisfies readonly DayOfWeek[];
const isWeekDay = (day: string | null): day is WeekDay =>
  (weekDays as readonly (string | null)[]).includes(day);

function openingHours(hours: BusinessFacts["hours"]): OpeningHoursSpecification[] {
  return (hours ?? []).map((row) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: (row.days ?? []).filter(isWeekDay),
    opens: row.opens ?? undefined,
    closes: row.closes ?? undefined,
  }));
}

/**
 * The towns by name (schema.org's Text), then the radius around the office:
 * every page carries this list, so a town costs each page its name alone.
 */
function areasServed(facts: BusinessFacts, siteUrl: string): Array<string | GeoShape> {
  const towns = (facts.areasServed ?? []).filter((name): name is string => Boolean(name));
  const { lat, lng } = facts.geo ?? {};
  if (lat === undefined || lng === undefined || !facts.serviceRadiusKm) return towns;
  const radius: GeoShape = {
    "@type": "GeoCircle",
    "@id": serviceAreaId(siteUrl),
    geoMidpoint: { "@type": "GeoCoordinates", latitude: lat, longitude: lng },
    geoRadius: facts.serviceRadiusKm * 1000,
  };
  return [...towns, radius];
}

/**
 * The business as search engines should know it, from the Business facts
 * document: one node for the whole site, its address the home page of the
 * visitor's language.
 */
export function businessNode(
  facts: BusinessFacts,
  context: { siteUrl: string; locale: Locale; image?: string },
): HVACBusiness {
  const { siteUrl, locale, image } = context;
  const { address, geo, rating } = facts;
  return {
    "@type": "HVACBusiness",
    "@id": businessId(siteUrl),
    name: facts.name ?? undefined,
    url: absoluteUrl(siteUrl, href("home", locale)),
    telephone: facts.phone ? phoneNumber(facts.phone).international : undefined,
    email: facts.email ?? undefined,
    image,
    priceRange: facts.priceRange ?? undefined,
    address: address
      ? {
          "@type": "PostalAddress",
          streetAddress: address.street,
          addressLocality: address.city,
          addressRegion: address.state,
          postalCode: address.zip,
          addressCountry: "US",
        }
      : undefined,
    geo:
      geo?.lat !== undefined && geo.lng !== undefined
        ? { "@type": "GeoCoordinates", latitude: geo.lat, longitude: geo.lng }
        : undefined,
    openingHoursSpecification: openingHours(facts.hours),
    aggregateRating:
      rating?.value !== undefined && rating.count !== undefined
        ? {
            "@type": "AggregateRating",
            ratingValue: rating.value,
            reviewCount: rating.count,
            bestRating: 5,
            worstRating: 1,
          }
        : undefined,
    areaServed: areasServed(facts, siteUrl),
    hasCredential: facts.licence
      ? {
          "@type": "EducationalOccupationalCredential",
          credentialCategory: "license",
          identifier: facts.licence,
        }
      : undefined,
    knowsLanguage: [...locales],
  };
}
