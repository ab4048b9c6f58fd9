import type { Locale, PageName, PageRef, ServiceHubId } from "./routes";

/**
 * A page of a collection (a town, a service page) as the route table needs
 * it, read from its published Studio document.
 */
export interface CollectionEntry {
  /** The document's id: the page's identity, kept through every change of address. */
  doc: string;
  /** The last part of the page's address in each language, as the office typed it. */
  address: Record<Locale, string>;
  name: PageName;
  /** Its place in menus and lists (lower first). */
  order: number;
  /** Addresses the page had before (full paths): each answers 308 to its address now. */
  formerPaths: readonly string[];
  /** When the document was created (Sanity's `_createdAt`): an old address two pages claim stays with the first. */
  createdAt?: string;
}

/** A service page: under a group page (its address and breadcrumb), listed in a group's menu. */
export interface ServiceEntry extends CollectionEntry {
  group: ServiceHubId;
  menu: ServiceHubId;
  /** Its place among the services every page's footer links to; none: not in the footer. */
  footerOrder?: number;
}

/** A town with its page under the areas index. */
export interface AreaEntry extends CollectionEntry {
  showOnHome: boolean;
  /** The town's ZIP codes, its first then its others: where a visit can be booked online. */
  zips?: readonly string[];
}

/** An address of the business's old website (or any other), moved to a page by the office. */
export interface RedirectEntry {
  from: string;
  to: PageRef;
  locale: Locale;
}

/** What the route table reads from the content: the office's towns, service pages and redirects. */
export interface RouteCollections {
  services: readonly ServiceEntry[];
  areas: readonly AreaEntry[];
  redirects: readonly RedirectEntry[];
}
