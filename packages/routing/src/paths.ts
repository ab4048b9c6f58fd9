import {
  type AreaSlug,
  areaPrefix,
  areaSlugs,
  type FixedPageId,
  type FixedRoute,
  type FormResult,
  fixedAliases,
  fixedPageIds,
  fixedRoutes,
  formResultPaths,
  type Locale,
  locales,
  type PageRef,
  spanishAreaAliasPrefix,
} from "./routes";

/** The canonical path of a page in one language. */
export function pathFor(page: PageRef, locale: Locale): string {
  if (page.id === "area") return `${fixedRoutes.serviceAreas[locale]}/${areaPrefix}${page.slug}`;
  return fixedRoutes[page.id][locale];
}

/** Shorthand for the many links to fixed pages. */
export function href(id: FixedPageId, locale: Locale): string {
  return fixedRoutes[id][locale];
}

/** The name of a fixed page in one language (a town's page is named by its town). */
export function pageName(id: FixedPageId, locale: Locale): string {
  return fixedRoutes[id].name[locale];
}

export interface RoutedPage {
  page: PageRef;
  locale: Locale;
  path: string;
}

/** Every page of the site in both languages: 39 pairs, 78 pages. */
export function allPages(): RoutedPage[] {
  const refs: PageRef[] = [
    ...fixedPageIds.map((id): PageRef => ({ id })),
    ...areaSlugs.map((slug): PageRef => ({ id: "area", slug })),
  ];
  return refs.flatMap((page) =>
    locales.map((locale) => ({ page, locale, path: pathFor(page, locale) })),
  );
}

const canonical = new Map(allPages().map((p) => [p.path, p]));

/** Every tolerated alias with the canonical path it redirects to. */
export function aliases(): Array<{ from: string; to: string }> {
  return [
    ...fixedAliases.map(({ from, to }) => ({ from, to: pathFor({ id: to.id }, to.locale) })),
    ...areaSlugs.map((slug) => ({
      from: `${spanishAreaAliasPrefix}${areaPrefix}${slug}`,
      to: pathFor({ id: "area", slug }, "es"),
    })),
  ];
}

const aliasTargets = new Map(aliases().map((a) => [a.from, a.to]));

const formResults = new Map<string, { result: FormResult; locale: Locale }>(
  Object.entries(formResultPaths).flatMap(([result, paths]) =>
    Object.entries(paths).map(([locale, path]) => [
      path,
      { result: result as FormResult, locale: locale as Locale },
    ]),
  ),
);

export type Resolution =
  | { kind: "page"; page: PageRef; locale: Locale; path: string }
  | { kind: "formResult"; result: FormResult; locale: Locale }
  | { kind: "redirect"; to: string; permanent: true }
  | { kind: "notFound"; locale: Locale };

/** The language a path is in: Spanish under /es, English otherwise. */
export function localeOf(path: string): Locale {
  return path === "/es" || path.startsWith("/es/") ? "es" : "en";
}

/** Resolve any incoming path to a page, a permanent redirect, or not-found. */
export function resolve(rawPath: string): Resolution {
  const path = rawPath.split(/[?#]/, 1)[0] ?? "/";
  const found = canonical.get(path);
  if (found) return { kind: "page", page: found.page, locale: found.locale, path };
  const formResult = formResults.get(path);
  if (formResult) return { kind: "formResult", ...formResult };

  const trimmed = path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
  const alias = aliasTargets.get(trimmed);
  if (alias) return { kind: "redirect", to: alias, permanent: true };
  if (trimmed !== path && canonical.has(trimmed)) {
    return { kind: "redirect", to: trimmed, permanent: true };
  }
  return { kind: "notFound", locale: localeOf(path) };
}

/**
 * The same page in the other language: the table first (through any alias);
 * otherwise add or remove the /es prefix.
 */
export function pairedPath(path: string): string {
  let resolution = resolve(path);
  if (resolution.kind === "redirect") resolution = resolve(resolution.to);
  if (resolution.kind === "page") {
    return pathFor(resolution.page, resolution.locale === "en" ? "es" : "en");
  }
  if (resolution.kind === "formResult") {
    return formResultPaths[resolution.result][resolution.locale === "en" ? "es" : "en"];
  }
  if (localeOf(path) === "es") return path.slice(3) || "/";
  return path === "/" ? "/es" : `/es${path}`;
}

/** Home > group > page, as page references (labels are the caller's). */
export function breadcrumb(page: PageRef): PageRef[] {
  if (page.id === "home") return [page];
  const trail: PageRef[] = [{ id: "home" }];
  if (page.id === "area") trail.push({ id: "serviceAreas" });
  else {
    const route: FixedRoute = fixedRoutes[page.id];
    if (route.kind === "service") trail.push({ id: route.parent });
  }
  trail.push(page);
  return trail;
}

/** One step of a breadcrumb: a stable key, the name a visitor reads, the path it links to. */
export interface BreadcrumbStep {
  key: string;
  name: string;
  path: string;
}

/**
 * Home > group > page, with the names of the route table; `currentName` names
 * the page itself (a town's page is named by its town). The visible
 * breadcrumb and the structured data both use these steps.
 */
export function breadcrumbSteps(
  page: PageRef,
  locale: Locale,
  currentName: string,
): BreadcrumbStep[] {
  const trail = breadcrumb(page);
  return trail.map((step, index) => ({
    key: pageKey(step),
    name:
      index === trail.length - 1 || step.id === "area" ? currentName : pageName(step.id, locale),
    path: pathFor(step, locale),
  }));
}

export function isAreaSlug(value: string): value is AreaSlug {
  return (areaSlugs as readonly string[]).includes(value);
}

/** A stable key for a page reference, e.g. "acRepair" or "area:floresville". */
export function pageKey(page: PageRef): string {
  return page.id === "area" ? `area:${page.slug}` : page.id;
}

/** The page a `pageKey` names, or undefined when it names none. */
export function pageFromKey(key: string): PageRef | undefined {
  if (key.startsWith("area:")) {
    const slug = key.slice("area:".length);
    return isAreaSlug(slug) ? { id: "area", slug } : undefined;
  }
  return (fixedPageIds as readonly string[]).includes(key) ? { id: key as FixedPageId } : undefined;
}
