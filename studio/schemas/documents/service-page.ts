import type { ServiceHubId } from "@hvac/routing";
import { WrenchIcon } from "@sanity/icons/Wrench";
import { type ConditionalProperty, defineField, defineType } from "sanity";
import { localized } from "../localized";
import { addressFields } from "../objects/page-address";
import { seoField } from "../objects/seo";

/** Hides the parts a short page does not have. */
const fullOnly: ConditionalProperty = ({ document }) => document?.layout === "short";

const groupOptions = {
  list: [
    { title: "Air conditioning", value: "acHub" },
    { title: "Heating", value: "heatingHub" },
    { title: "Other services", value: "otherHub" },
  ] satisfies Array<{ title: string; value: ServiceHubId }>,
  layout: "radio" as const,
};

/** A service page: its address under its group, its place in a menu, and its copy. */
export const servicePage = defineType({
  name: "servicePage",
  title: "Service page",
  type: "document",
  icon: WrenchIcon,
  groups: [
    { name: "page", title: "Page and menu", default: true },
    { name: "top", title: "Top and cards" },
    { name: "body", title: "Page body" },
    { name: "guide", title: "Complete guide" },
    { name: "faq", title: "FAQs and links" },
    { name: "seo", title: "Search and sharing" },
  ],
  fields: [
    localized({
      name: "name",
      title: "Name",
      description: "The page's name in menus, breadcrumbs and links, e.g. Boiler Repair.",
      group: "page",
      max: 60,
    }),
    defineField({
      name: "group",
      title: "Service group",
      description: "The group page this page sits under: its address starts with the group's.",
      type: "string",
      group: "page",
      options: groupOptions,
      validation: (rule) => rule.required(),
    }),
    ...addressFields("boiler-repair / reparacion-calderas").map((field) => ({
      ...field,
      group: "page",
    })),
    defineField({
      name: "menu",
      title: "Listed in the menu of",
      description:
        "Usually its own group. A heat pump page, for one, can sit under Air conditioning and be listed under Heating.",
      type: "string",
      group: "page",
      options: groupOptions,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "order",
      title: "Position in the menu",
      description: "Lower numbers come first.",
      type: "number",
      group: "page",
      validation: (rule) => rule.required().integer().min(1),
    }),
    defineField({
      name: "footerOrder",
      title: "Position in the footer",
      description:
        "Every page's footer links to a few services, in this order. Leave it empty to keep this page out of the footer.",
      type: "number",
      group: "page",
      validation: (rule) => rule.integer().min(1),
    }),
    defineField({
      name: "offerCatalog",
      title: "Feature cards are offers",
      description:
        "Tell search engines the four feature cards are what this page offers (e.g. filters, purifiers, humidifiers). Leave it off when the cards are selling points.",
      type: "boolean",
      group: "top",
      initialValue: false,
    }),
    defineField({
      name: "layout",
      title: "Layout",
      description:
        "Full: cards, guide, FAQs and form. Short: top of page and one text section with bullets.",
      type: "string",
      options: {
        list: [
          { title: "Full service page", value: "full" },
          { title: "Short page", value: "short" },
        ],
        layout: "radio",
      },
      initialValue: "full",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "card",
      title: "Service card",
      description: 'How this service appears on hub pages and in "Related services".',
      type: "serviceCard",
      group: "top",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "hero",
      title: "Top of page",
      type: "hero",
      group: "top",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "features",
      title: "Feature cards",
      description: "Four short selling points under the top of the page.",
      type: "array",
      group: "top",
      of: [{ type: "feature" }],
      hidden: fullOnly,
      validation: (rule) =>
        rule.custom((value: unknown[] | undefined, { document }) =>
          document?.layout === "full" && (value?.length ?? 0) !== 4
            ? "A full service page has exactly four feature cards."
            : true,
        ),
    }),
    localized({
      name: "intro",
      title: "Introduction",
      description:
        "The opening text of the page body. On a short page, the whole text with its bullets.",
      kind: "richText",
      group: "body",
    }),
    defineField({
      name: "imageBlocks",
      title: "Image and text sections",
      description: "At least two sections of text beside a picture.",
      type: "array",
      group: "body",
      of: [{ type: "imageBlock" }],
      hidden: fullOnly,
      validation: (rule) =>
        rule.custom((value: unknown[] | undefined, { document }) =>
          document?.layout === "full" && (value?.length ?? 0) < 2
            ? "Add at least two image and text sections."
            : true,
        ),
    }),
    defineField({
      name: "callBands",
      title: "Call bands",
      description:
        "One or two bands asking the visitor to call. The first shows after the image sections, the second after the guide.",
      type: "array",
      group: "body",
      of: [{ type: "callBand" }],
      hidden: fullOnly,
      validation: (rule) => rule.max(2),
    }),
    defineField({
      name: "comparison",
      title: "Comparison table",
      description: "Optional table comparing two options, shown after the image sections.",
      type: "reference",
      to: [{ type: "comparisonTable" }],
      group: "body",
      hidden: fullOnly,
    }),
    localized({
      name: "guideTitle",
      title: "Guide heading",
      description:
        'Heading of the expandable guide, e.g. "The Complete Guide to AC Repair in San Antonio".',
      group: "guide",
      required: false,
    }),
    localized({
      name: "guide",
      title: "Complete guide",
      description:
        'A long, practical guide with headings. Visitors open it with "Read Complete Guide". Leave empty for no guide.',
      kind: "richText",
      group: "guide",
      required: false,
    }),
    defineField({
      name: "faqs",
      title: "FAQs",
      description: "Five or eight questions shown in the FAQ list, in this order.",
      type: "array",
      group: "faq",
      of: [{ type: "reference", to: [{ type: "faq" }] }],
      hidden: fullOnly,
      validation: (rule) =>
        rule.unique().custom((value: unknown[] | undefined, { document }) => {
          if (document?.layout !== "full") return true;
          const count = value?.length ?? 0;
          return count === 5 || count === 8 ? true : "A full service page has 5 or 8 FAQs.";
        }),
    }),
    defineField({
      name: "related",
      title: "Related services",
      description: "Four other services shown as cards near the bottom of the page.",
      type: "array",
      group: "faq",
      of: [{ type: "reference", to: [{ type: "servicePage" }] }],
      hidden: fullOnly,
      validation: (rule) =>
        rule
          .unique()
          .custom((value: unknown[] | undefined, { document }) =>
            document?.layout === "full" && (value?.length ?? 0) !== 4
              ? "Choose exactly four related services."
              : true,
          ),
    }),
    defineField({
      name: "form",
      title: "Request form",
      type: "leadFormCopy",
      group: "faq",
      hidden: fullOnly,
      validation: (rule) =>
        rule.custom((value, { document }) =>
          document?.layout === "full" && !value ? "A full service page has a request form." : true,
        ),
    }),
    localized({
      name: "formService",
      title: "Service name in the request form",
      description:
        'The "Service needed" box of the request form starts with this, e.g. "AC Repair". Leave empty to start with "AC Repair".',
      group: "faq",
      required: false,
    }),
    defineField({
      name: "priceRange",
      title: "Price range (for Google)",
      description: "Optional typical price range, in US dollars, shown to search engines.",
      type: "object",
      group: "seo",
      options: { columns: 3 },
      fields: [
        defineField({
          name: "low",
          title: "From ($)",
          type: "number",
          validation: (r) => r.min(0),
        }),
        defineField({ name: "high", title: "To ($)", type: "number", validation: (r) => r.min(0) }),
        defineField({ name: "validFrom", title: "Valid from", type: "date" }),
      ],
      validation: (rule) =>
        rule.custom((value: { low?: number; high?: number } | undefined) =>
          value && (value.low === undefined || value.high === undefined || value.low > value.high)
            ? "Give both amounts, the lower first."
            : true,
        ),
    }),
    seoField,
  ],
  preview: { select: { title: "card.title.en", subtitle: "card.title.es" } },
});
