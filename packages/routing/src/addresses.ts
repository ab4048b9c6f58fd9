import { localeOf } from "./paths";
import type { RouteTable } from "./route-table";
import { type Locale, notFoundPaths, reservedPrefixes, rootFileOf } from "./routes";

/**
 * What the Studio checks before the office publishes an address, in words
 * the office understands. Each returns the problem, or undefined when the
 * address is fine.
 */

/** The last part of a page's address: lowercase letters, digits and single hyphens. */
export function addressProblem(address: string | undefined): string | undefined {
  if (!address) return "Fill in the address.";
  if (!/^[a-z0-9-]+$/.test(address)) {
    return "Use only lowercase letters (a-z, no accents), digits and hyphens, e.g. hvac-seguin.";
  }
  if (/^-|-$|--/.test(address))
    return "Start and end with a letter or digit, one hyphen at a time.";
  return undefined;
}

/** Under one of the site's own folders (/api, /assets, /_next). */
const reserved = (path: string) =>
  reservedPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/**
 * A path the proxy never sees, because it begins with a file the site serves
 * itself (/robots.txt, /sitemap.xml...): no page or redirect can answer it.
 */
function rootFileProblem(path: string): string | undefined {
  const file = rootFileOf(path);
  if (!file) return undefined;
  if (path === file) return `${path} is a file the site serves itself`;
  // The proxy skips what merely looks like one too (/robots-txt): say so.
  const how = path.startsWith(file) ? "begins with" : "is too close to";
  return `${path} ${how} ${file}, a file the site serves itself`;
}

/**
 * A full path another page, redirect or site folder already answers: the
 * page `own` (the document being edited) may keep its own addresses.
 */
export function pathClash(
  table: RouteTable,
  path: string,
  own?: { doc: string },
): string | undefined {
  if (reserved(path)) return `${path} is one of the site's own folders.`;
  const file = rootFileProblem(path);
  if (file) return `${file}: pick another address.`;
  const resolution = table.resolve(path);
  if (resolution.kind === "page") {
    const page = resolution.page;
    if (own && "doc" in page && page.doc === own.doc) return undefined;
    return `${path} is already the address of "${table.nameOf(page, resolution.locale)}".`;
  }
  if (resolution.kind === "formResult") return `${path} is a page of the request form.`;
  if (resolution.kind === "redirect") {
    const target = table.resolve(resolution.to);
    const page = target.kind === "page" && "doc" in target.page ? target.page : undefined;
    if (own && page?.doc === own.doc) return undefined;
    // Another page's former address: it keeps leading there, which no redirect to delete changes.
    const entry = [...table.services, ...table.areas].find(({ doc }) => doc === page?.doc);
    if (page && entry?.formerPaths.includes(path)) {
      return `${path} was the address of "${table.nameOf(page, localeOf(path))}" and still leads there. Pick another address.`;
    }
    return `${path} already moves to ${resolution.to}. Pick another address, or delete that redirect first.`;
  }
  return undefined;
}

/** An old address the office moves to a page: a path of its own, not a page or a site folder. */
export function redirectFromProblem(
  table: RouteTable,
  from: string | undefined,
  /** The old address this redirect already had when published: it may keep it. */
  ownFrom?: string,
): string | undefined {
  if (!from) return "Fill in the old address.";
  if (!/^\/[A-Za-z0-9._~%-]+(\/[A-Za-z0-9._~%-]+)*$/.test(from)) {
    return "Write the path alone, starting with /, e.g. /old-page.html (no domain, no ? or #).";
  }
  if (reserved(from)) return `${from} is one of the site's own folders.`;
  const file = rootFileProblem(from);
  if (file) return `${file}: pick another old address.`;
  if (Object.values(notFoundPaths).includes(from))
    return `${from} is the site's page-not-found page.`;
  const resolution = table.resolve(from);
  if (resolution.kind === "page") {
    return `${from} is the address of "${table.nameOf(resolution.page, resolution.locale)}": it cannot move.`;
  }
  if (resolution.kind === "formResult") return `${from} is a page of the request form.`;
  if (resolution.kind === "redirect" && from !== ownFrom) {
    return `${from} already moves to ${resolution.to}.`;
  }
  return undefined;
}

/**
 * The `/es` rule: an address under /es is a Spanish one (the language switch
 * and the not-found page read it so), so a redirect from it leads to a page in
 * Spanish; an English redirect's old address never starts with /es.
 */
export function redirectLanguageProblem(
  from: string | undefined,
  language: Locale | undefined,
): string | undefined {
  if (from && language === "en" && localeOf(from) === "es") {
    return `${from} starts with /es, so it is a Spanish address: choose Español, or an old address without /es.`;
  }
  return undefined;
}
