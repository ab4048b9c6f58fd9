import { datasetRouteTable } from "@hvac/content";
import type { PageRef } from "@hvac/routing";

/** The route table of the starter dataset the served build reads. */
export const starterRoutes = await datasetRouteTable();

/** A service page of the starter dataset, by the key its document is named after. */
export const servicePage = (key: string): PageRef => ({ id: "service", doc: `servicePage-${key}` });

/** A town of the starter dataset, by the name its document is named after. */
export const town = (slug: string): PageRef => ({ id: "area", doc: `serviceArea-${slug}` });

/** The path of a starter page in one language. */
export const starterPath = (page: PageRef, locale: "en" | "es") =>
  starterRoutes.pathFor(page, locale);
