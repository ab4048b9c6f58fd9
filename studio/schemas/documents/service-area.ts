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
  fieldsets: [
    {
      name: "facts",
      title: "Town facts",
      description:
        "Shown on the town's page. Only what a map confirms; leave a field empty when unsure.",
      options: { columns: 2 },
    },
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
      description:
        "The town's 5-digit ZIP code, shown in the list of towns and on its page. Leave it empty for a city with too many to name one.",
      type: "string",
      group: "content",
      fieldset: "facts",
      validation: (rule) => rule.regex(/^\d{5}$/, { name: "5-digit ZIP" }),
    }),
    defineField({
      name: "otherZips",
      title: "Other ZIP codes",
      description:
        "The town's other ZIP codes, if it has more than one; its page lists them after the first.",
      type: "array",
      group: "content",
      fieldset: "facts",
      of: [
        {
          type: "string",
          validation: (rule) => rule.regex(/^\d{5}$/, { name: "5-digit ZIP" }),
        },
      ],
      validation: (rule) =>
        rule.unique().custom((zips: string[] | undefined, { document }) => {
          if (!zips?.length) return true;
          if (!document?.zip) return "Fill in the first ZIP code above before adding others.";
          return zips.includes(String(document.zip))
            ? "The first ZIP code is already above."
            : true;
        }),
    }),
    defineField({
      name: "county",
      title: "County",
      description: 'The county the town is in, without the word "County", e.g. "Bexar".',
      type: "string",
      group: "content",
      fieldset: "facts",
      validation: (rule) =>
        rule
          .regex(/^\p{Lu}[\p{L} .'-]*$/u, { name: "county name" })
          .custom((county: string | undefined) =>
            county && /\bcounty\b/i.test(county) ? 'Write the name alone, without "County".' : true,
          ),
    }),
    defineField({
      name: "milesFromOffice",
      title: "Miles from our office",
      description:
        'About how far the town is from our office, in whole miles in a straight line; the page says "about". Leave it empty for the town the office is in.',
      type: "number",
      group: "content",
      fieldset: "facts",
      validation: (rule) => rule.integer().min(1).max(100),
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
    localized({
      name: "localStory",
      title: "Our story in this town",
      description: "PLACEHOLDER: the owner's story about this town; replace before launch.",
      kind: "richText",
      required: false,
      group: "content",
    }),
    seoField,
  ],
  orderings: [{ title: "Position", name: "order", by: [{ field: "order", direction: "asc" }] }],
  preview: { select: { title: "name", subtitle: "zip" } },
});
