import { serviceHubs } from "@hvac/routing";
import { defineField, defineType } from "sanity";
import { localized } from "../localized";
import { iconField } from "./blocks";

/** One of the three service groups on the home page; its links come from the site's menus. */
export const homeServiceGroup = defineType({
  name: "homeServiceGroup",
  title: "Service group",
  type: "object",
  fields: [
    defineField({
      name: "hub",
      title: "Group page",
      description: "The group's page; its services are listed from the site's menu.",
      type: "string",
      options: { list: [...serviceHubs] },
      validation: (r) => r.required(),
    }),
    iconField,
    localized({ name: "title", title: "Title", description: 'e.g. "Air Conditioning".' }),
    localized({ name: "text", title: "Text", description: "One sentence.", kind: "text" }),
    localized({
      name: "linkText",
      title: "View-all button",
      description: 'e.g. "View All AC Services".',
    }),
  ],
  preview: { select: { title: "title.en", subtitle: "title.es" } },
});
