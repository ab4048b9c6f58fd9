import type { Phone } from "@hvac/content";
import {
  type FixedPageId,
  href,
  type Locale,
  type PageRef,
  pageName,
  type RouteTable,
  type ServiceHubId,
  serviceHubs,
} from "@hvac/routing";
import type { Town } from "@/content/site-content";
import type { MessageKey, Translate } from "@/i18n/translate";

/** The financing section of the guarantees page, linked from the footer. */
export const financingAnchor = "financing";

/** The four towns the footer links to: the first in menu order. */
export const footerAreaCount = 4;

/** What the header and the drawer build their menus, call button and language link from. */
export interface SiteNavigation {
  locale: Locale;
  t: Translate;
  phone: Phone;
  /**
   * The menus and the plain links after them, made once for the header and
   * the drawer: the page's payload then carries them once, the second
   * component's props pointing at the first's.
   */
  groups: NavGroup[];
  links: NavLink[];
  /** The link to the same page in the other language, and its words. */
  language: { href: string; locale: Locale; label: string; description: string };
}

export interface NavLink {
  href: string;
  label: string;
}

export interface NavGroup {
  id: string;
  label: string;
  links: NavLink[];
}

const allLabels: Record<ServiceHubId | "serviceAreas", MessageKey> = {
  acHub: "header.allAcHub",
  heatingHub: "header.allHeatingHub",
  otherHub: "header.allOtherHub",
  serviceAreas: "header.allAreas",
};

export const pageLink = (id: FixedPageId, locale: Locale): NavLink => ({
  href: href(id, locale),
  label: pageName(id, locale),
});

/** A link to any page of the route table, named as the table names it. */
export const routeLink = (routes: RouteTable, page: PageRef, locale: Locale): NavLink => ({
  href: routes.pathFor(page, locale),
  label: routes.nameOf(page, locale),
});

export const townLink = (town: Town): NavLink => ({ href: town.href, label: town.name });

/** The links of a service menu, from the route table. */
export const serviceMenuLinks = (
  routes: RouteTable,
  hub: ServiceHubId,
  locale: Locale,
): NavLink[] => routes.serviceMenu(hub).map((page) => routeLink(routes, page, locale));

/**
 * The dropdown menus: three service groups and the towns the office ticked
 * for menus, each opening with its overview page (which lists every town).
 */
export function menuGroups(
  locale: Locale,
  t: Translate,
  towns: Town[],
  routes: RouteTable,
): NavGroup[] {
  return [
    ...serviceHubs.map((hub) => ({
      id: hub,
      label: pageName(hub, locale),
      links: [
        { href: href(hub, locale), label: t(allLabels[hub]) },
        ...serviceMenuLinks(routes, hub, locale),
      ],
    })),
    {
      id: "serviceAreas",
      label: pageName("serviceAreas", locale),
      links: [
        { href: href("serviceAreas", locale), label: t(allLabels.serviceAreas) },
        ...towns.filter((town) => town.inMenus).map(townLink),
      ],
    },
  ];
}
