import type { BreadcrumbList } from "schema-dts";
import { absoluteUrl } from "../site-url";
import { breadcrumbId } from "./ids";

/** One step of the visible breadcrumb: its label and the path it links to. */
export interface Crumb {
  name: string;
  path: string;
}

/** The breadcrumb a visitor sees, step for step. */
export function breadcrumbNode(siteUrl: string, pageUrl: string, crumbs: Crumb[]): BreadcrumbList {
  return {
    "@type": "BreadcrumbList",
    "@id": breadcrumbId(pageUrl),
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}
