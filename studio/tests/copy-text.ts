import type { Locale } from "@hvac/routing";

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

/** The words of each paragraph, heading or list item of Portable Text, or of a plain string. */
export function blockTexts(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (!Array.isArray(value)) return [];
  return value.map((block) =>
    ((block as { children?: Array<{ text?: string }> }).children ?? [])
      .map((span) => span.text ?? "")
      .join(""),
  );
}

/** A field's text in one language, whitespace collapsed. */
export const plainText = (value: unknown) =>
  blockTexts(value).join("\n").replace(/\s+/g, " ").trim();

/** All the words a document holds in one language. */
export const documentText = (document: { _id: string }, locale: Locale) =>
  localeFields(document)
    .map((field) => plainText(field[locale]))
    .join("\n");
