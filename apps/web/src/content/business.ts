import { pick, reads } from "@hvac/content";
import type { Locale } from "@hvac/routing";
import { type Phone, phoneOf } from "@/components/call-link";
import { readContent } from "./read";

/** The Business facts document, in the visitor's language, as templates use it. */
export interface Business {
  name: string;
  phone: Phone;
  email: string;
  licence: string;
  street: string;
  cityLine: string;
  city: string;
  hoursText: string;
  rating: { value: number; count: number };
  ownership: string;
  ownershipLong: string;
  dealerStatus: string;
  responsePromise: string;
  arrivalPromise: string;
  quotePromise: string;
  reviewWidgetUrl: string;
  mapEmbedUrl: string;
  credit?: { label: string; url?: string };
}

export async function businessFor(locale: Locale): Promise<Business> {
  const facts = await readContent(reads.businessFacts());
  const text = (field: Parameters<typeof pick<string>>[0]) => pick(field, locale) ?? "";
  const address = facts?.address;
  const creditLabel = pick(facts?.websiteCredit?.label, locale);
  return {
    name: facts?.name ?? "",
    phone: phoneOf(facts?.phone ?? ""),
    email: facts?.email ?? "",
    licence: facts?.licence ?? "",
    street: address?.street ?? "",
    cityLine: address ? `${address.city}, ${address.state} ${address.zip}` : "",
    city: address?.city ?? "",
    hoursText: text(facts?.hoursText),
    rating: { value: facts?.rating?.value ?? 0, count: facts?.rating?.count ?? 0 },
    ownership: text(facts?.ownership),
    ownershipLong: text(facts?.ownershipLong),
    dealerStatus: text(facts?.dealerStatus),
    responsePromise: text(facts?.responsePromise),
    arrivalPromise: text(facts?.arrivalPromise),
    quotePromise: text(facts?.quotePromise),
    reviewWidgetUrl: facts?.reviewWidgetUrl ?? "",
    mapEmbedUrl: facts?.mapEmbedUrl ?? "",
    ...(creditLabel
      ? {
          credit: {
            label: creditLabel,
            ...(facts?.websiteCredit?.url ? { url: facts.websiteCredit.url } : {}),
          },
        }
      : {}),
  };
}

/** The towns in menu order. */
export async function townsInOrder() {
  const areas = await readContent(reads.areaList());
  return areas.flatMap((a) =>
    a.slug && a.name
      ? [{ slug: a.slug, name: a.name, zip: a.zip, showOnHome: a.showOnHome === true }]
      : [],
  );
}
