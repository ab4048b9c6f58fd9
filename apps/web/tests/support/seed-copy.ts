import { readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Locale } from "@hvac/routing";

/**
 * What the starter dataset says, read from its sources (studio/seed/documents)
 * as the editors wrote them: the copy a test expects on a page, never read
 * through the site's own queries or localizing. A Business fact named in copy
 * ({arrivalPromise}) is filled in from the Business facts source the same way
 * a reader sees it; a name this file does not know fails the test.
 */

type SeedDocument = Record<string, unknown> & { _id: string; _type: string };
type Texts = { en?: unknown; es?: unknown };

const sources = fileURLToPath(new URL("../../../../studio/seed/documents", import.meta.url));

const documents: SeedDocument[] = [];
for (const file of readdirSync(sources, { recursive: true, encoding: "utf8" }).sort()) {
  if (!file.endsWith(".ts")) continue;
  const exported: unknown = (await import(pathToFileURL(join(sources, file)).href)).default;
  documents.push(...((Array.isArray(exported) ? exported : [exported]) as SeedDocument[]));
}

/** A document of the starter dataset, as its source writes it. */
export function seedDocument(id: string): SeedDocument {
  const found = documents.find((document) => document._id === id);
  if (!found) throw new Error(`No document ${id} in studio/seed/documents`);
  return found;
}

/** The documents of one type, as their sources write them. */
const seedDocuments = (type: string) => documents.filter(({ _type }) => _type === type);

const facts = seedDocument("businessFacts");
const factText = (name: string, locale: Locale): string => {
  const value = facts[name];
  if (typeof value === "string") return value;
  const text = (value as Texts | undefined)?.[locale];
  if (typeof text !== "string") throw new Error(`Business facts has no ${name} in ${locale}`);
  return text;
};
const address = facts.address as { street: string; city: string; state: string; zip: string };

/** The towns of the starter dataset, by their position in lists: what Google is told is served. */
export const seedTowns = seedDocuments("serviceArea")
  .sort((a, b) => Number(a.order) - Number(b.order))
  .map((town) => String(town.name));

/** The words each Business fact named in copy reads as. */
function factWords(locale: Locale): Record<string, string> {
  const words: Record<string, string> = {
    address: `${address.street}, ${address.city}, ${address.state} ${address.zip}`,
    officeTown: address.city,
    otherBrands: new Intl.ListFormat(locale === "es" ? "es-US" : "en-US", {
      type: "conjunction",
    }).format(facts.otherBrands as string[]),
    townCount: String(seedTowns.length),
    nearbyTownCount: String(seedTowns.length - 1),
  };
  for (const name of [
    "name",
    "phone",
    "email",
    "licence",
    "dealerBrand",
    "hoursText",
    "hoursShort",
    "ownership",
    "dealerStatus",
    "responsePromise",
    "callbackPromise",
    "arrivalPromise",
    "quotePromise",
  ]) {
    words[name] = factText(name, locale);
  }
  return words;
}

/** A text field of a seed document in one language, the Business facts it names filled in. */
export function seedText(value: unknown, locale: Locale): string {
  const text = (value as Texts | undefined)?.[locale];
  if (typeof text !== "string") {
    throw new Error(`Not a text in ${locale}: ${JSON.stringify(value)?.slice(0, 120)}`);
  }
  const words = factWords(locale);
  return text.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const word = words[name];
    if (word === undefined) throw new Error(`seed-copy.ts does not know the fact {${name}}`);
    return word;
  });
}

/** Business facts as its source writes them. */
export const seedFacts = facts as SeedDocument & {
  name: string;
  phone: string;
  geo: { lat: number; lng: number };
  mapEmbedUrl: string;
  reviewWidgetUrl: string;
};

type Reference = { _ref: string };

/**
 * The questions and answers a page shows, from the FAQ documents its source
 * lists: the home page's FAQ section, a full service page's FAQs (a short
 * page shows none), nothing on any other page.
 */
export function seedFaqs(documentId: string, locale: Locale) {
  const page = seedDocument(documentId);
  const listed =
    page._type === "homePage"
      ? (page.faq as { faqs: Reference[] }).faqs
      : page._type === "servicePage" && page.layout === "full"
        ? (page.faqs as Reference[])
        : [];
  return listed.map(({ _ref }) => {
    const faq = seedDocument(_ref);
    return { question: seedText(faq.question, locale), answer: seedText(faq.answer, locale) };
  });
}

/** The words a page's form shows, from its source. */
export function seedForm(documentId: string, locale: Locale) {
  const form = seedDocument(documentId).form as Record<string, unknown> | undefined;
  if (!form) throw new Error(`${documentId} has no form`);
  return {
    title: seedText(form.title, locale),
    description: seedText(form.description, locale),
    submitLabel: seedText(form.submitLabel, locale),
    successMessage: seedText(form.successMessage, locale),
  };
}
