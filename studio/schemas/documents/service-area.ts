import { townWords, townWordsWanted } from "@hvac/content/town-words";
import { PinIcon } from "@sanity/icons/Pin";
import { defineField, defineType } from "sanity";
import { localized } from "../localized";
import { addressFields, apiVersion } from "../objects/page-address";
import { seoField } from "../objects/seo";

/** The seven ways an area page's title can start (spec: "variant + city + TX"). */
const titleVariants = [
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
    ...addressFields("hvac-seguin / hvac-seguin").map((field) => ({
      ...field,
      group: "content",
    })),
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
      name: "inMenus",
      title: "Show in menus and town lists",
      description:
        "Lists the town in the Service areas menu and in the list of towns on every service page. Every town is on the Service areas page either way. Tick the towns most people search for: each ticked town adds a little to every page.",
      type: "boolean",
      group: "content",
      initialValue: false,
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
    defineField({
      name: "faqs",
      title: "Questions from this town",
      description:
        "The town's own questions and answers (an FAQ document each), shown on its page and to search engines. Only what is true of this town.",
      type: "array",
      group: "content",
      of: [{ type: "reference", to: [{ type: "faq" }] }],
      validation: (rule) => rule.unique(),
    }),
    seoField,
  ],
  // A town page needs words of its own, or search engines pass it over as a copy of the others.
  validation: (rule) =>
    rule
      .custom(async (document, context) => {
        const refs = ((document?.faqs as Array<{ _ref?: string }> | undefined) ?? []).flatMap(
          ({ _ref }) => (_ref ? [_ref] : []),
        );
        const faqs = refs.length
          ? await context
              .getClient({ apiVersion })
              .fetch(`*[_id in $ids]{ question, answer }`, { ids: refs })
          : [];
        const count = townWords(document ?? {}, faqs);
        return count < townWordsWanted
          ? `This town's page has ${count} words of its own. Search engines favour town pages with about ${townWordsWanted} or more: add to "About serving this town", "Our story in this town" or "Questions from this town".`
          : true;
      })
      .warning(),
  orderings: [{ title: "Position", name: "order", by: [{ field: "order", direction: "asc" }] }],
  preview: { select: { title: "name", subtitle: "zip" } },
});
