import { type FixedPageId, fixedPageIds, fixedRoutes, servicePageIds } from "@hvac/routing";
import { defineType } from "sanity";

const option = (id: FixedPageId) => ({ title: `${fixedRoutes[id].en}  (${id})`, value: id });

/** A page of the site, chosen from the route table (addresses are not content). */
export const pageId = defineType({
  name: "pageId",
  title: "Page",
  type: "string",
  options: { list: fixedPageIds.map(option) },
});

/** One of the eleven service pages. */
export const servicePageId = defineType({
  name: "servicePageId",
  title: "Service page",
  type: "string",
  options: { list: servicePageIds.map(option) },
});
