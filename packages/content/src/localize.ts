import type { Locale } from "@hvac/routing";
import type { LocaleRichText, LocaleString, LocaleText, RichText } from "./sanity.types";

/**
 * Content in the visitor's language. Queries return every translatable field
 * with both languages side by side (so one cached read serves both pages);
 * a page localizes what it read once, at the edge, and its components get
 * plain strings.
 */

type Block = RichText[number];
type MarkDef = NonNullable<Block["markDefs"]>[number];
type Child = NonNullable<Block["children"]>[number];
type Span = Extract<Child, { _type: "span" }>;

/**
 * Rich text in one language: each link carries the address it opens, and
 * each Business fact has become the words it stands for.
 */
export type Blocks = Array<
  Omit<Block, "markDefs" | "children"> & {
    children?: Span[];
    /** `number`: on a call link, the number it dials as the site shows it. */
    markDefs?: Array<MarkDef & { href: string; number?: string }>;
  }
>;

/** A query result with every translatable field replaced by its text in one language. */
export type Localized<T> = T extends LocaleString | LocaleText
  ? string
  : T extends LocaleRichText
    ? Blocks
    : T extends ReadonlyArray<infer Item>
      ? Array<Localized<Item>>
      : T extends object
        ? { [K in keyof T]: Localized<T[K]> }
        : T;

export interface LocalizeContext {
  locale: Locale;
  /** Where a call link in rich text dials (the office phone of Business facts). */
  phoneHref: string;
  /** That number as the site shows it: a call link's name says it after the link's words. */
  phoneDisplay?: string;
  /**
   * The path of the page a document holds, in this language: where a link in
   * rich text leads. Undefined for a page that is withdrawn (the words stay,
   * as plain text).
   */
  pageHref?: (documentId: string) => string | undefined;
  /**
   * Words written as {name} in the copy, filled in: the Business facts (see
   * copy-facts.ts) and a town page's {city}.
   */
  values?: Record<string, string>;
  /**
   * The language of a value written in one language whatever the page's (the
   * business's name): where it differs from the page's, rich text marks the
   * words with it (a `lang-en` mark: `<span lang="en">`), so a screen reader
   * says them as written.
   */
  valueLanguages?: Record<string, Locale>;
}

/** The mark that gives rich text's words their own language. */
const languageMark = (language: Locale) => `lang-${language}` as const;

const plainTypes = new Set(["localeString", "localeText"]);

/** A value that starts a sentence (or the text) starts with a capital letter. */
function inPlace(value: string, before: string): string {
  const startsSentence = /(^|[.!?:¡¿])\s*$/u.test(before);
  return startsSentence ? value.charAt(0).toLocaleUpperCase() + value.slice(1) : value;
}

function fill(text: string, values: LocalizeContext["values"], before = ""): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string, offset: number) => {
    const value = values[name];
    return value === undefined ? whole : inPlace(value, before + text.slice(0, offset));
  });
}

/**
 * A block's words: spans with their values filled in, each Business fact a
 * span of its words. A value in another language than the page's becomes a
 * span of its own, marked with its language.
 */
function localizeChildren(children: Child[], context: LocalizeContext): Span[] {
  const { values, locale } = context;
  const foreign = (name: string) => {
    const language = context.valueLanguages?.[name];
    return language && language !== locale ? language : undefined;
  };
  let before = "";
  const spans: Span[] = [];
  const push = (span: Span) => {
    spans.push(span);
    before += span.text ?? "";
  };
  for (const child of children) {
    if (child._type !== "span") {
      const language = foreign(child.fact ?? "");
      push({
        _type: "span",
        _key: child._key,
        marks: language ? [languageMark(language)] : [],
        text: inPlace(values?.[child.fact ?? ""] ?? "", before),
      });
      continue;
    }
    const text = child.text ?? "";
    // Split around the values in another language; fill the rest as one text.
    const parts = text.split(/(\{\w+\})/);
    if (!parts.some((part) => foreign(part.slice(1, -1)) && values?.[part.slice(1, -1)])) {
      push({ ...child, text: fill(text, values, before) });
      continue;
    }
    let plain = "";
    parts.forEach((part, index) => {
      const name = part.startsWith("{") ? part.slice(1, -1) : "";
      const language = foreign(name);
      const value = values?.[name];
      if (!language || value === undefined) {
        plain += part;
        return;
      }
      if (plain)
        push({ ...child, _key: `${child._key}-${index - 1}`, text: fill(plain, values, before) });
      plain = "";
      push({
        ...child,
        _key: `${child._key}-${index}`,
        marks: [...(child.marks ?? []), languageMark(language)],
        text: inPlace(value, before),
      });
    });
    if (plain)
      push({ ...child, _key: `${child._key}-${parts.length}`, text: fill(plain, values, before) });
  }
  return spans;
}

function localizeBlocks(blocks: RichText | undefined, context: LocalizeContext): Blocks {
  return (blocks ?? []).map((block) => ({
    ...block,
    children: block.children && localizeChildren(block.children, context),
    markDefs: block.markDefs?.map((mark) =>
      mark._type === "internalLink"
        ? { ...mark, href: (mark.page?._ref && context.pageHref?.(mark.page._ref)) ?? "" }
        : { ...mark, href: context.phoneHref, number: context.phoneDisplay },
    ),
  }));
}

/**
 * The visitor's language of every translatable field in `value`. Documents
 * cannot be published with a language missing, so the English fallback only
 * covers a draft in progress.
 */
export function localize<T>(value: T, context: LocalizeContext): Localized<T> {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== "object") return node;
    const record = node as Record<string, unknown>;
    const pick = (record[context.locale] ?? record.en) as unknown;
    if (plainTypes.has(record._type as string)) {
      return fill(typeof pick === "string" ? pick : "", context.values);
    }
    if (record._type === "localeRichText") return localizeBlocks(pick as RichText, context);
    return Object.fromEntries(Object.entries(record).map(([key, child]) => [key, walk(child)]));
  };
  return walk(value) as Localized<T>;
}
