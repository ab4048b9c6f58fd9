import { businessFactsQuery, localSource } from "@hvac/content";
import type { Locale } from "@hvac/routing";
import { datasetFile } from "../seed/build";

/** The starter dataset's Business facts, read the way the site reads them. */
export async function starterFacts() {
  const facts = await localSource(datasetFile).fetch(businessFactsQuery);
  if (!facts) throw new Error("The starter dataset has no Business facts");
  return facts;
}

/** The towns of the starter dataset: what copy's {townCount} counts. */
export const starterTownCount = (await localSource(datasetFile).fetch(
  `count(*[_type == "serviceArea"])` as never,
)) as number;

/** The object types that hold a translatable field: both languages side by side. */
export const localeTypes = ["localeString", "localeText", "localeRichText"] as const;

export interface LocaleField {
  /** Where the field sits, e.g. "homePage.trust.badges[0].title". */
  path: string;
  type: (typeof localeTypes)[number];
  en: unknown;
  es: unknown;
}

/** Every translatable field of a document, however deep it is nested. */
export function localeFields(document: { _id: string }): LocaleField[] {
  const found: LocaleField[] = [];
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) walk(item, `${path}[${index}]`);
      return;
    }
    if (!value || typeof value !== "object") return;
    const record = value as Record<string, unknown>;
    const type = record._type;
    if (typeof type === "string" && (localeTypes as readonly string[]).includes(type)) {
      found.push({ path, type: type as LocaleField["type"], en: record.en, es: record.es });
      return;
    }
    for (const [key, child] of Object.entries(record)) walk(child, `${path}.${key}`);
  };
  walk(document, document._id);
  return found;
}

/**
 * The words of each paragraph, heading or list item of Portable Text, or of a
 * plain string; with `facts`, each Business fact named in them ({name} or an
 * inline "Business fact") as its words, the way a visitor reads them.
 */
export function blockTexts(value: unknown, facts?: Record<string, string>): string[] {
  const fill = (text: string) =>
    facts ? text.replace(/\{(\w+)\}/g, (whole, name: string) => facts[name] ?? whole) : text;
  if (typeof value === "string") return [fill(value)];
  if (!Array.isArray(value)) return [];
  return value.map((block) =>
    ((block as { children?: Array<{ text?: string; fact?: string }> }).children ?? [])
      .map((child) => (child.fact && facts ? (facts[child.fact] ?? "") : fill(child.text ?? "")))
      .join(""),
  );
}

/** A field's text in one language, whitespace collapsed (Business facts filled in when given). */
export const plainText = (value: unknown, facts?: Record<string, string>) =>
  blockTexts(value, facts).join("\n").replace(/\s+/g, " ").trim();

/** All the words a document holds in one language, as a visitor reads them. */
export const documentText = (
  document: { _id: string },
  locale: Locale,
  facts?: Record<string, string>,
) =>
  localeFields(document)
    .map((field) => plainText(field[locale], facts))
    .join("\n");
