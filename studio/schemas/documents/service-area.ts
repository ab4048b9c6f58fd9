import { areaSlugs, fixedRoutes } from "@hvac/routing";
import { PinIcon } from "@sanity/icons/Pin";
import { defineField, defineType } from "sanity";
import { localized } from "../localized";
import { seoField } from "../objects/seo";

/** The seven ways an area page's title can start (spec: "variant + city + TX"). */
export const titleVariants = [
  { title: "HVAC Service", value: "hvacService" },
  { title: "HVAC Repair", value: "hvacRepair" },
  { title: "HVAC Contractor", value: "hvacContractor" },
  { title: "HVAC Company", value: "hvacCompany" },
  { title: "AC Repair", value: "acRepair" },
  { title: "AC Service", value: "acService" },
  { title: "AC Contractor", value: "acContractor" },
] as const;

/** A town we serve, with its own page under Service Areas. */
export const serviceArea = defineType({
  name: "serviceArea",
  title: "Service area",
  type: "document",
  icon: PinIcon,
  groups: [
    { name: "content", title: "Content", default: true },
    { name: "seo", title: "Search and sharing" },
  ],
  fields: [
    defineField({
      name: "name",
      title: "Town name",
      description: 'As locals write it, e.g. "Von Ormy". Same in both languages.',
      type: "string",
      group: "content",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "slug",
      title: "Page address",
      description: `Which town page this is (its address is ${fixedRoutes.serviceAreas.en}/hvac-…). Set once.`,
      type: "string",
      group: "content",
      options: { list: [...areaSlugs] },
      readOnly: ({ document }) => Boolean(document?._createdAt),
      // One document per town: its id names the town, so two cannot share a page.
      validation: (rule) =>
        rule
          .required()
          .custom((slug, { document }) =>
            !document?._id || document._id.replace(/^drafts\./, "") === `serviceArea-${slug}`
              ? true
              : "This document belongs to another town's page.",
          ),
    }),
    defineField({
      name: "zip",
      title: "ZIP code",
      description: "Optional 5-digit ZIP code shown on the page.",
      type: "string",
      group: "content",
      validation: (rule) => rule.regex(/^\d{5}$/, { name: "5-digit ZIP" }),
    }),
    defineField({
      name: "titleVariant",
      title: "Title wording",
      description:
        'How the page title starts; the town and "TX" follow, e.g. "AC Repair Floresville TX".',
      type: "string",
      group: "content",
      options: { list: [...titleVariants] },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "order",
      title: "Position in lists",
      description: "Lower numbers come first in menus and lists.",
      type: "number",
      group: "content",
      validation: (rule) => rule.required().integer().min(1),
    }),
    defineField({
      name: "showOnHome",
      title: "Show on the home page",
      description: "The home page shows six towns.",
      type: "boolean",
      group: "content",
      initialValue: false,
    }),
    localized({
      name: "intro",
      title: "About serving this town",
      description:
        "The town's own text: where it is from our Elmendorf office, nearby roads or towns, what we do there. Only true facts.",
      kind: "richText",
      group: "content",
    }),
    seoField,
  ],
  orderings: [{ title: "Position", name: "order", by: [{ field: "order", direction: "asc" }] }],
  preview: { select: { title: "name", subtitle: "zip" } },
});
