import {
  type PageKind as Kind,
  kindOf,
  type Locale,
  type PageOfKind,
  type PageRef,
} from "@hvac/routing";
import { cache } from "react";
import { siteRoutes } from "@/content/site-content";
import { about } from "./about";
import { area } from "./area";
import { areasIndex } from "./areas-index";
import { booking } from "./booking";
import { contact } from "./contact";
import { emergency } from "./emergency";
import { guarantees } from "./guarantees";
import { home } from "./home";
import { hub } from "./hub";
import { legal } from "./legal";
import type { LoadedPage, PageKind } from "./page-kind";
import { service } from "./service";

/**
 * One module per kind of page of the route table. The type checker refuses a
 * kind of the table without its module here.
 */
export const pageKindModules: { [K in Kind]: PageKind<PageOfKind<K>> } = {
  home,
  about,
  contact,
  guarantees,
  emergency,
  booking,
  legal,
  hub,
  service,
  areasIndex,
  area,
};

/** The module that reads and draws a page. */
export const pageKindOf = (page: PageRef) => pageKindModules[kindOf(page)] as PageKind<PageRef>;

/**
 * A page read and ready, once per request however many parts of the response
 * (head, body, structured data) ask for it. Keyed by page key: React's cache
 * compares arguments by identity.
 */
export const loadPage = cache(
  async (key: string, locale: Locale): Promise<LoadedPage | undefined> => {
    const page = (await siteRoutes()).pageFromKey(key);
    return page && pageKindOf(page).load(page, locale);
  },
);
