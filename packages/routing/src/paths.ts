import {
  type FixedPageId,
  type FormResult,
  fixedPageIds,
  fixedRoutes,
  formResultPaths,
  isCollectionKind,
  type Locale,
  type PageRef,
} from "./routes";

/** The path of a fixed page in one language. */
export function href(id: FixedPageId, locale: Locale): string {
  return fixedRoutes[id][locale];
}

/** The name of a fixed page in one language (a collection page is named by its document). */
export function pageName(id: FixedPageId, locale: Locale): string {
  return fixedRoutes[id].name[locale];
}

/** The language a path is in: Spanish under /es, English otherwise. */
export function localeOf(path: string): Locale {
  return path === "/es" || path.startsWith("/es/") ? "es" : "en";
}

/** The other language. */
export const otherLocale = (locale: Locale): Locale => (locale === "en" ? "es" : "en");

export const isFixedPageId = (id: string): id is FixedPageId =>
  (fixedPageIds as readonly string[]).includes(id);

/** A stable key for a page reference, e.g. "contact" or "area:serviceArea-floresville". */
export function pageKey(page: PageRef): string {
  return "doc" in page ? `${page.id}:${page.doc}` : page.id;
}

/**
 * The page a `pageKey` names, by its shape alone (whether a collection page
 * still exists is the route table's to say).
 */
export function pageRefFromKey(key: string): PageRef | undefined {
  const [id = "", doc, ...rest] = key.split(":");
  if (doc === undefined) return isFixedPageId(id) ? { id } : undefined;
  return isCollectionKind(id) && /^[\w.-]+$/.test(doc) && rest.length === 0
    ? { id, doc }
    : undefined;
}

export const formResults = new Map<string, { result: FormResult; locale: Locale }>(
  Object.entries(formResultPaths).flatMap(([result, paths]) =>
    Object.entries(paths).map(([locale, path]) => [
      path,
      { result: result as FormResult, locale: locale as Locale },
    ]),
  ),
);

/** The path without its query or fragment. */
export const pathOnly = (rawPath: string) => rawPath.split(/[?#]/, 1)[0] ?? "/";

/** The path without trailing slashes ("/" stays). */
export const trimmed = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") || "/" : path);
