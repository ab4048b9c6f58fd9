import type { Illustration, LocaleRichText, LocaleString, LocaleText } from "@hvac/content";
import { md } from "./portable-text";

/** Both languages of a short text. */
export const l = (en: string, es: string): LocaleString => ({ _type: "localeString", en, es });

/** Both languages of a paragraph. */
export const p = (en: string, es: string): LocaleText => ({ _type: "localeText", en, es });

/** Both languages of rich text, written in the markdown dialect of portable-text.ts. */
export const rich = (en: string, es: string): LocaleRichText => ({
  _type: "localeRichText",
  en: md(en),
  es: md(es),
});

/** An illustration from seed/images, imported as a Studio image asset. */
export const illustration = (file: string, altEn: string, altEs: string): Illustration =>
  ({
    _type: "illustration",
    _sanityAsset: `image@file://./images/${file}`,
    alt: l(altEn, altEs),
  }) as Illustration;

/** A strong reference to another document. */
export const ref = <T>(id: string, key?: string): T =>
  ({ _type: "reference", _ref: id, ...(key ? { _key: key } : {}) }) as T;

/** Gives each array item the _key the Studio expects. */
export const keyed = <T extends object>(prefix: string, items: T[]): Array<T & { _key: string }> =>
  items.map((item, index) => ({ ...item, _key: `${prefix}${index + 1}` }));
