import {
  type AreaEntry,
  addressProblem,
  type Locale,
  type RedirectEntry,
  type RouteCollections,
  type RouteTable,
  routeTable,
  type ServiceEntry,
  type ServiceHubId,
  serviceHubs,
} from "@hvac/routing";
import { defineQuery } from "groq";
import { pageRefForDocument } from "./page-documents";
import type { RouteCollectionsQueryResult } from "./sanity.types";

/**
 * What the route table reads from the content: the office's towns, service
 * pages and redirects, published. One query, cached and refreshed by the
 * publish webhook like any other read.
 */
export const routeCollectionsQuery = defineQuery(`{
  "services": *[_type == "servicePage" && !(_id in path("drafts.**"))]{
    _id, _createdAt, address, name, group, menu, order, footerOrder, formerPaths
  },
  "areas": *[_type == "serviceArea" && !(_id in path("drafts.**"))]{
    _id, _createdAt, address, name, order, showOnHome, zip, otherZips, formerPaths
  },
  "redirects": *[_type == "redirect" && !(_id in path("drafts.**"))]{
    from, language, "to": to->{ _id, _type }
  }
}`);

/** The document types whose publishing can change the route table. */
export const routeDocumentTypes = ["servicePage", "serviceArea", "redirect"] as const;

const isHub = (value: unknown): value is ServiceHubId =>
  (serviceHubs as readonly unknown[]).includes(value);

/** Both addresses, when both are valid (a published document always has them). */
function addressOf(value: { en?: string | null; es?: string | null } | null) {
  const en = value?.en ?? undefined;
  const es = value?.es ?? undefined;
  return en && es && !addressProblem(en) && !addressProblem(es) ? { en, es } : undefined;
}

/** The query's answer as the route table's collections; anything incomplete is left out. */
export function routeCollectionsFrom(result: RouteCollectionsQueryResult): RouteCollections {
  const services: ServiceEntry[] = result.services.flatMap((s) => {
    const address = addressOf(s.address);
    if (!address || !isHub(s.group) || !s.name?.en || !s.name.es) return [];
    return [
      {
        doc: s._id,
        address,
        name: { en: s.name.en, es: s.name.es },
        group: s.group,
        menu: isHub(s.menu) ? s.menu : s.group,
        order: s.order ?? 0,
        ...(s.footerOrder ? { footerOrder: s.footerOrder } : {}),
        formerPaths: s.formerPaths ?? [],
        ...(s._createdAt ? { createdAt: s._createdAt } : {}),
      },
    ];
  });
  const areas: AreaEntry[] = result.areas.flatMap((a) => {
    const address = addressOf(a.address);
    if (!address || !a.name) return [];
    const zips = a.zip ? [a.zip, ...(a.otherZips ?? [])] : [];
    return [
      {
        doc: a._id,
        address,
        name: { en: a.name, es: a.name },
        order: a.order ?? 0,
        showOnHome: a.showOnHome === true,
        ...(zips.length ? { zips } : {}),
        formerPaths: a.formerPaths ?? [],
        ...(a._createdAt ? { createdAt: a._createdAt } : {}),
      },
    ];
  });
  const redirects: RedirectEntry[] = result.redirects.flatMap((r) => {
    const locale: Locale = r.language === "es" ? "es" : "en";
    const to = r.to && pageRefForDocument(r.to._id, r.to._type);
    return r.from && to ? [{ from: r.from, to, locale }] : [];
  });
  return { services, areas, redirects };
}

/** The route table of the content as published. */
export const routeTableOf = (result: RouteCollectionsQueryResult): RouteTable =>
  routeTable(routeCollectionsFrom(result));
