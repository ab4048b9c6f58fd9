import type { Locale } from "@hvac/routing";
import type { BusinessFactsQueryResult, LocaleString } from "./sanity.types";

/**
 * The Business facts that copy states by name, so each is written once: in
 * a text as {arrivalPromise}, in rich text as a "Business fact" inserted
 * among the words. The site puts the fact's words in the visitor's language
 * in their place; change the fact and every sentence that states it follows.
 */
export const copyFacts = {
  name: "Business name",
  phone: "Phone number",
  email: "Office email",
  address: "Office address",
  officeTown: "Office town (the address's City)",
  licence: "Texas license number",
  hoursText: "Hours, in words",
  hoursShort: "Hours, short (e.g. 24/7)",
  serviceRadius: "Service radius, in miles",
  ownership: "Ownership",
  dealerBrand: "Premium brand",
  dealerStatus: "Dealer status",
  otherBrands: "Other brands",
  responsePromise: "Reply to a message",
  callbackPromise: "Call back after an emergency request",
  arrivalPromise: "Emergency arrival",
  quotePromise: "Quotes",
  townCount: "Number of towns we serve (counted from Service areas)",
  nearbyTownCount: "Number of towns we serve besides San Antonio (counted from Service areas)",
} as const;

export type CopyFact = keyof typeof copyFacts;
export const copyFactNames = Object.keys(copyFacts) as CopyFact[];

export const isCopyFact = (name: string): name is CopyFact => name in copyFacts;

/** The facts counted from the towns the office publishes rather than typed in Business facts. */
export const townCountFacts: readonly CopyFact[] = ["townCount", "nearbyTownCount"];

/**
 * The facts of a few characters at most, and how many: a search title that
 * names one is measured with that many in its place, whatever the length of
 * its {name}. The counts are numbers of up to three digits; the short hours
 * are limited to this length in Business facts.
 */
export const shortFactLengths: Partial<Record<CopyFact, number>> = {
  townCount: 3,
  nearbyTownCount: 3,
  hoursShort: 5,
};

type Facts = NonNullable<BusinessFactsQueryResult>;

const kmPerMile = 1.609344;

/** The service radius as copy states it: miles, rounded to 5, "about" because rounded. */
function radiusWords(km: number | null | undefined, locale: Locale): string {
  if (!km) return "";
  const miles = Math.max(5, Math.round(km / kmPerMile / 5) * 5);
  return locale === "es" ? `unas ${miles} millas` : `about ${miles} miles`;
}

const inLanguage = (field: LocaleString | null | undefined, locale: Locale) =>
  field?.[locale] ?? field?.en ?? "";

/**
 * Each fact's words in one language. `phoneDisplay` is the number as the site
 * shows it (on one line); lists read as the language joins them. The counts
 * of towns follow the Service areas the office publishes (`townCount` of them).
 */
export function copyFactWords(
  facts: Facts,
  locale: Locale,
  phoneDisplay: string,
  townCount: number,
): Record<CopyFact, string> {
  const address = facts.address;
  return {
    name: facts.name ?? "",
    phone: phoneDisplay,
    email: facts.email ?? "",
    address: address ? `${address.street}, ${address.city}, ${address.state} ${address.zip}` : "",
    officeTown: address?.city ?? "",
    licence: facts.licence ?? "",
    hoursText: inLanguage(facts.hoursText, locale),
    hoursShort: inLanguage(facts.hoursShort, locale),
    serviceRadius: radiusWords(facts.serviceRadiusKm, locale),
    ownership: inLanguage(facts.ownership, locale),
    dealerBrand: facts.dealerBrand ?? "",
    dealerStatus: inLanguage(facts.dealerStatus, locale),
    otherBrands: new Intl.ListFormat(locale === "es" ? "es-US" : "en-US", {
      type: "conjunction",
    }).format(facts.otherBrands ?? []),
    responsePromise: inLanguage(facts.responsePromise, locale),
    callbackPromise: inLanguage(facts.callbackPromise, locale),
    arrivalPromise: inLanguage(facts.arrivalPromise, locale),
    quotePromise: inLanguage(facts.quotePromise, locale),
    townCount: String(townCount),
    nearbyTownCount: String(Math.max(0, townCount - 1)),
  };
}
