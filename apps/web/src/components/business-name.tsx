import type { Locale } from "@hvac/routing";

/**
 * The business's name. Where a page in the other language writes it (an
 * English name on a Spanish page), it is marked with its own language, so a
 * screen reader says it as it is written. `language` is Business facts'
 * "Language of the business name"; unknown, the name reads as the page.
 */
export function BusinessName({
  name,
  language,
  locale,
}: {
  name: string;
  language: Locale | null | undefined;
  locale: Locale;
}) {
  const lang = nameLanguage(language, locale);
  return lang ? <span lang={lang}>{name}</span> : name;
}

/** The `lang` of an element that holds the name alone: the name's language where it is not the page's. */
export const nameLanguage = (language: Locale | null | undefined, locale: Locale) =>
  language && language !== locale ? language : undefined;

/**
 * A sentence around the name ("{name}, home page"): the words before and
 * after `{name}`, for a component that places the name itself.
 */
export function aroundName(template: string): [before: string, after: string] {
  const at = template.indexOf("{name}");
  return at < 0 ? [template, ""] : [template.slice(0, at), template.slice(at + "{name}".length)];
}
