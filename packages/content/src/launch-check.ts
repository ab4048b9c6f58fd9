import { businessFactsId } from "./page-documents";
import { townWords, townWordsWanted } from "./town-words";

/**
 * What the owners have not supplied yet. The starter content holds a
 * presentable stand-in for each (the Studio marks the field "PLACEHOLDER:
 * replace before launch"); a field still holding the starter's stand-in is
 * not ready for the public.
 */
export const placeholderFields = [
  { document: businessFactsId, field: "name", label: "Business facts: business name" },
  { document: businessFactsId, field: "phone", label: "Business facts: phone number" },
  { document: businessFactsId, field: "email", label: "Business facts: office email" },
  { document: businessFactsId, field: "dealerBrand", label: "Business facts: premium brand" },
  { document: businessFactsId, field: "otherBrands", label: "Business facts: other brands" },
  {
    document: businessFactsId,
    field: "reviewWidgetUrl",
    label: "Business facts: review widget address",
  },
  { document: businessFactsId, field: "reviewLink", label: "Business facts: review link" },
  { document: businessFactsId, field: "mapEmbedUrl", label: "Business facts: map address" },
  { document: businessFactsId, field: "websiteCredit", label: "Business facts: website credit" },
  { document: "aboutPage", field: "story", label: "About us: the company's story" },
  {
    document: "guaranteesPage",
    field: "financing",
    label: "Guarantees & financing: financing terms",
  },
] as const;

export type ContentDocument = { _id: string; _type?: string; [field: string]: unknown };

/**
 * Fields only the owners can write, which the starter leaves empty rather
 * than invent: each document of the type still without one is listed.
 */
export const emptyUntilSupplied = [
  {
    type: "serviceArea",
    field: "localStory",
    label: (document: ContentDocument) =>
      `Service areas: ${String(document.name ?? document._id)}: the owner's local story`,
  },
] as const;

const isEmpty = (value: unknown): boolean =>
  value == null ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === "object" &&
    !Array.isArray(value) &&
    Object.entries(value).every(([key, child]) => key.startsWith("_") || isEmpty(child)));

/** Stand-ins no real business uses: example domains, fictional 555-01xx numbers, the marker itself. */
const standInPattern = /\bexample\.(com|net|org)\b|\b555[-\s.\u2011]?01\d\d\b|PLACEHOLDER/;

/**
 * Whether a text is plainly a stand-in (an example.com address, a 555-01xx
 * number): the site leaves it out where it would mislead, e.g. the footer
 * credit's link.
 */
export const isStandIn = (text: string): boolean => standInPattern.test(text);

/** The words around a position, so the reader finds the stand-in in a long text. */
function around(text: string, at: number, reach = 30) {
  const start = Math.max(0, at - reach);
  const end = Math.min(text.length, at + reach);
  return `${start > 0 ? "..." : ""}${text.slice(start, end)}${end < text.length ? "..." : ""}`;
}

function strings(value: unknown, path: string, found: Array<[string, string]>) {
  if (typeof value === "string") found.push([path, value]);
  else if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) strings(item, `${path}[${i}]`, found);
  } else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      if (!key.startsWith("_")) strings(child, `${path}.${key}`, found);
    }
  }
  return found;
}

/**
 * Everything still a stand-in, as lines to read: each placeholder field that
 * still holds the starter's value, and any text that looks like a stand-in.
 */
export function remainingPlaceholders(
  current: readonly ContentDocument[],
  starter: readonly ContentDocument[],
): string[] {
  const byId = (documents: readonly ContentDocument[]) =>
    new Map(documents.map((document) => [document._id, document]));
  const now = byId(current);
  const before = byId(starter);
  const unchanged = placeholderFields.filter(({ document, field }) => {
    const value = JSON.stringify(now.get(document)?.[field] ?? null);
    return value === JSON.stringify(before.get(document)?.[field] ?? null);
  });
  const listed = unchanged.map(({ document, field }) => `${document}.${field}`);
  const texts = current.flatMap((document) =>
    strings(document, document._id, [])
      .filter(
        ([path, text]) => standInPattern.test(text) && !listed.some((p) => path.startsWith(p)),
      )
      .map(([path, text]) => `${path}: "${around(text, text.search(standInPattern))}"`),
  );
  const unwritten = emptyUntilSupplied.flatMap(({ type, field, label }) =>
    current.filter((document) => document._type === type && isEmpty(document[field])).map(label),
  );
  const thin = current
    .filter((document) => document._type === "serviceArea")
    .flatMap((town) => {
      const faqs = ((town.faqs as Array<{ _ref?: string }> | undefined) ?? []).flatMap(
        ({ _ref }) => (_ref && now.get(_ref) ? [now.get(_ref) as ContentDocument] : []),
      );
      const count = townWords(town, faqs);
      return count < townWordsWanted
        ? [
            `Service areas: ${String(town.name ?? town._id)}: ${count} words of its own, about ${townWordsWanted} wanted (its text, story or questions)`,
          ]
        : [];
    });
  return [...unchanged.map(({ label }) => label), ...unwritten, ...thin, ...texts];
}
