import type { AreaEntry, CollectionEntry, RouteCollections, ServiceEntry } from "./collections";
import {
  formResults,
  href,
  localeOf,
  otherLocale,
  pageKey,
  pageName,
  pageRefFromKey,
  pathOnly,
  trimmed,
} from "./paths";
import {
  type CollectionKind,
  type FixedPageId,
  type FormResult,
  fixedAliases,
  fixedPageIds,
  formResultPaths,
  type Locale,
  locales,
  type PageRef,
  type ServiceHubId,
  spanishAreaAliasPrefix,
} from "./routes";

export interface RoutedPage {
  page: PageRef;
  locale: Locale;
  path: string;
}

export type Resolution =
  | { kind: "page"; page: PageRef; locale: Locale; path: string }
  | { kind: "formResult"; result: FormResult; locale: Locale }
  | { kind: "redirect"; to: string; permanent: true }
  | { kind: "notFound"; locale: Locale };

/** One step of a breadcrumb: a stable key, the name a visitor reads, the path it links to. */
export interface BreadcrumbStep {
  key: string;
  name: string;
  path: string;
}

export type ServiceRef = { id: "service"; doc: string };
export type AreaRef = { id: "area"; doc: string };

/**
 * The route table of a running site: the fixed pages of routes.ts and the
 * office's collections read from the content, as one value. Pages, links,
 * menus, breadcrumbs, hreflang, the sitemap, the language toggle and
 * redirects all ask it.
 */
export interface RouteTable {
  /** The service pages, in menu order. */
  services: readonly ServiceEntry[];
  /** The towns, in list order. */
  areas: readonly AreaEntry[];
  /** Whether the page exists now (a withdrawn town or service page does not). */
  has(page: PageRef): boolean;
  /** The canonical path of a page in one language (throws for a page that does not exist). */
  pathFor(page: PageRef, locale: Locale): string;
  /** A page's name in one language: menus, breadcrumbs and link labels use it. */
  nameOf(page: PageRef, locale: Locale): string;
  /** Every page of the site in both languages. */
  allPages(): RoutedPage[];
  /** Any incoming path: a page, a form result, a permanent redirect, or not-found. */
  resolve(rawPath: string): Resolution;
  /** The same page in the other language (through any redirect); otherwise add or remove /es. */
  pairedPath(path: string): string;
  /** Home > group > page, with names; `currentName` names the page itself. */
  breadcrumbSteps(page: PageRef, locale: Locale, currentName: string): BreadcrumbStep[];
  /** The service pages a group's menu lists, in menu order. */
  serviceMenu(hub: ServiceHubId): ServiceRef[];
  /** The service pages under a group page, in menu order. */
  servicesUnder(hub: ServiceHubId): ServiceRef[];
  /** The service pages every footer links to. */
  footerServices(): ServiceRef[];
  /** The page a `pageKey` names, if it exists now. */
  pageFromKey(key: string): PageRef | undefined;
  /** Every redirect the table answers, with where it goes. */
  redirects(): Array<{ from: string; to: string }>;
}

/** Oldest document first (Sanity's creation time, then the id: a stable order). */
const createdFirst = (a: CollectionEntry, b: CollectionEntry) =>
  (a.createdAt ?? "").localeCompare(b.createdAt ?? "") || a.doc.localeCompare(b.doc);

const byOrder = <T extends { order: number; name: { en: string } }>(entries: readonly T[]) =>
  [...entries].sort((a, b) => a.order - b.order || a.name.en.localeCompare(b.name.en));

export function routeTable(collections: RouteCollections): RouteTable {
  const services = byOrder(collections.services);
  const areas = byOrder(collections.areas);
  const serviceByDoc = new Map(services.map((s) => [s.doc, s]));
  const areaByDoc = new Map(areas.map((a) => [a.doc, a]));
  const entryOf = (page: { id: CollectionKind; doc: string }) =>
    page.id === "service" ? serviceByDoc.get(page.doc) : areaByDoc.get(page.doc);

  const has = (page: PageRef) => !("doc" in page) || entryOf(page) !== undefined;

  function pathFor(page: PageRef, locale: Locale): string {
    if (!("doc" in page)) return href(page.id, locale);
    if (page.id === "service") {
      const service = serviceByDoc.get(page.doc);
      if (!service) throw new Error(`No service page ${page.doc} in the route table`);
      return `${href(service.group, locale)}/${service.address[locale]}`;
    }
    const area = areaByDoc.get(page.doc);
    if (!area) throw new Error(`No town ${page.doc} in the route table`);
    return `${href("serviceAreas", locale)}/${area.address[locale]}`;
  }

  const refs: PageRef[] = [
    ...fixedPageIds.map((id): PageRef => ({ id })),
    ...services.map((s): PageRef => ({ id: "service", doc: s.doc })),
    ...areas.map((a): PageRef => ({ id: "area", doc: a.doc })),
  ];
  const pages: RoutedPage[] = refs.flatMap((page) =>
    locales.map((locale) => ({ page, locale, path: pathFor(page, locale) })),
  );
  const canonical = new Map(pages.map((p) => [p.path, p]));

  // Redirects, weakest first, so a stronger one replaces a weaker one on the
  // same address; none may shadow a page. Every target is a page's canonical
  // path now, so a chain of renames is always one hop, and never a loop.
  const redirectTargets = new Map<string, string>();
  const redirect = (from: string, to: string) => {
    if (!canonical.has(from) && from !== to) redirectTargets.set(from, to);
  };
  // A former address two pages claim (a copy that kept its original's) stays with the
  // document created first, whatever their order in the lists.
  const formerOwners = new Map<string, PageRef>();
  const collectionPages = [
    ...services.map((entry) => ({ entry, page: { id: "service", doc: entry.doc } as const })),
    ...areas.map((entry) => ({ entry, page: { id: "area", doc: entry.doc } as const })),
  ].sort((a, b) => createdFirst(a.entry, b.entry));
  for (const { entry, page } of collectionPages) {
    for (const former of entry.formerPaths) {
      if (!formerOwners.has(former)) formerOwners.set(former, page);
    }
  }
  for (const [former, page] of formerOwners) redirect(former, pathFor(page, localeOf(former)));
  for (const area of areas) {
    for (const locale of locales) {
      redirect(
        `${spanishAreaAliasPrefix}${area.address[locale]}`,
        pathFor({ id: "area", doc: area.doc }, "es"),
      );
    }
  }
  for (const { from, to, locale } of collections.redirects) {
    if (has(to)) redirect(from, pathFor(to, locale));
  }
  for (const { from, to } of fixedAliases) redirect(from, href(to.id, to.locale));

  function resolve(rawPath: string): Resolution {
    const path = pathOnly(rawPath);
    const found = canonical.get(path);
    if (found) return { kind: "page", page: found.page, locale: found.locale, path };
    const formResult = formResults.get(path);
    if (formResult) return { kind: "formResult", ...formResult };
    const bare = trimmed(path);
    const target = redirectTargets.get(bare);
    if (target) return { kind: "redirect", to: target, permanent: true };
    if (bare !== path && canonical.has(bare))
      return { kind: "redirect", to: bare, permanent: true };
    return { kind: "notFound", locale: localeOf(path) };
  }

  function nameOf(page: PageRef, locale: Locale): string {
    if (!("doc" in page)) return pageName(page.id, locale);
    const entry = entryOf(page);
    if (!entry) throw new Error(`No page ${pageKey(page)} in the route table`);
    return entry.name[locale];
  }

  const serviceRefs = (keep: (s: ServiceEntry) => boolean): ServiceRef[] =>
    services.filter(keep).map((s) => ({ id: "service", doc: s.doc }));

  return {
    services,
    areas,
    has,
    pathFor,
    nameOf,
    allPages: () => pages,
    resolve,
    pairedPath(path) {
      let resolution = resolve(path);
      if (resolution.kind === "redirect") resolution = resolve(resolution.to);
      if (resolution.kind === "page") {
        return pathFor(resolution.page, otherLocale(resolution.locale));
      }
      if (resolution.kind === "formResult") {
        return formResultPaths[resolution.result][otherLocale(resolution.locale)];
      }
      if (localeOf(path) === "es") return path.slice(3) || "/";
      return path === "/" ? "/es" : `/es${path}`;
    },
    breadcrumbSteps(page, locale, currentName) {
      const trail: PageRef[] = [{ id: "home" }];
      if (page.id === "area") trail.push({ id: "serviceAreas" });
      if (page.id === "service" && "doc" in page) {
        const group: FixedPageId | undefined = serviceByDoc.get(page.doc)?.group;
        if (group) trail.push({ id: group });
      }
      if (page.id !== "home") trail.push(page);
      return trail.map((step, index) => ({
        key: pageKey(step),
        name: index === trail.length - 1 ? currentName : nameOf(step, locale),
        path: pathFor(step, locale),
      }));
    },
    serviceMenu: (hub) => serviceRefs((s) => s.menu === hub),
    servicesUnder: (hub) => serviceRefs((s) => s.group === hub),
    footerServices: () =>
      services
        .filter((s) => s.footerOrder !== undefined)
        .sort((a, b) => (a.footerOrder ?? 0) - (b.footerOrder ?? 0))
        .map((s) => ({ id: "service", doc: s.doc })),
    pageFromKey(key) {
      const page = pageRefFromKey(key);
      return page && has(page) ? page : undefined;
    },
    redirects: () => [...redirectTargets].map(([from, to]) => ({ from, to })),
  };
}
