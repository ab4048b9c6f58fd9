import {
  areaListQuery,
  type BusinessFactsQueryResult,
  businessFactsId,
  businessFactsQuery,
  type CopyFact,
  copyFactWords,
  docTag,
  type Localized,
  localize,
  type Phone,
  phoneNumber,
  typeTag,
} from "@hvac/content";
import type { AreaSlug, Locale } from "@hvac/routing";
import { cache } from "react";
import { cachedQuery } from "./cached-query";

/** The Business facts document in the visitor's language. */
export type BusinessFacts = Localized<NonNullable<BusinessFactsQueryResult>>;

export interface Town {
  slug: AreaSlug;
  name: string;
  zip: string | null;
  showOnHome: boolean;
}

/** What every page shows besides its own copy: the business's facts and the towns served. */
export interface SiteContent {
  facts: BusinessFacts;
  phone: Phone;
  /** The towns with a page, in menu order. */
  towns: Town[];
  /** What copy writes as {arrivalPromise} and the like, in the visitor's language. */
  factWords: Record<CopyFact, string>;
}

/** Business facts and the towns, read once per page and language. */
export const siteContent = cache(async (locale: Locale): Promise<SiteContent> => {
  const [facts, areas] = await Promise.all([
    cachedQuery(businessFactsQuery, {}, [docTag(businessFactsId)]),
    cachedQuery(areaListQuery, {}, [typeTag("serviceArea")]),
  ]);
  if (!facts) throw new Error("The Business facts document is missing from the content.");
  const phone = phoneNumber(facts.phone ?? "");
  return {
    facts: localize(facts, { locale, phoneHref: phone.href }),
    phone,
    factWords: copyFactWords(facts, locale, phone.display),
    towns: areas.flatMap((area) =>
      area.slug && area.name
        ? [
            {
              slug: area.slug,
              name: area.name,
              zip: area.zip,
              showOnHome: area.showOnHome === true,
            },
          ]
        : [],
    ),
  };
});

/** "Elmendorf, TX 78112": the second line of the office address. */
export function cityLine(facts: BusinessFacts): string {
  const address = facts.address;
  return address ? `${address.city}, ${address.state} ${address.zip}` : "";
}
