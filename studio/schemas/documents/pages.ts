import { serviceHubs } from "@hvac/routing";
import { DocumentTextIcon } from "@sanity/icons/DocumentText";
import { HomeIcon } from "@sanity/icons/Home";
import { defineField, defineType } from "sanity";
import { localized } from "../localized";
import { iconField } from "../objects/blocks";
import { seoField } from "../objects/seo";

const groups = [
  { name: "content", title: "Content", default: true },
  { name: "seo", title: "Search and sharing" },
];

const hero = defineField({
  name: "hero",
  title: "Top of page",
  type: "hero",
  group: "content",
  validation: (r) => r.required(),
});

const list = (name: string, title: string, description: string, type: string, count?: number) =>
  defineField({
    name,
    title,
    description,
    type: "array",
    of: [{ type }],
    validation: (rule) => (count ? rule.required().length(count) : rule.required().min(1)),
  });

const faqs = (count: number) =>
  defineField({
    name: "faqs",
    title: "FAQs",
    description: `The ${count} questions shown in the FAQ list, in this order.`,
    type: "array",
    of: [{ type: "reference", to: [{ type: "faq" }] }],
    validation: (rule) => rule.required().length(count).unique(),
  });

const section = (name: string, title: string, description: string) =>
  defineField({
    name,
    title,
    description,
    type: "textSection",
    group: "content",
    validation: (r) => r.required(),
  });

const headed = (
  name: string,
  title: string,
  description: string,
  fields: ReturnType<typeof defineField>[],
) =>
  defineField({
    name,
    title,
    description,
    type: "object",
    group: "content",
    fields: [
      localized({ name: "title", title: "Heading", description: "Heading of this section." }),
      ...fields,
    ],
    validation: (r) => r.required(),
  });

const callBand = defineField({
  name: "callBand",
  title: "Call band",
  type: "callBand",
  group: "content",
  validation: (r) => r.required(),
});

/** A page with one fixed document: its content fields, then search and sharing. */
const pageDocument = (
  name: string,
  title: string,
  fields: ReturnType<typeof defineField>[],
  icon = DocumentTextIcon,
) =>
  defineType({
    name,
    title,
    type: "document",
    icon,
    groups,
    fields: [...fields, seoField],
    preview: { prepare: () => ({ title }) },
  });

export const homePage = pageDocument(
  "homePage",
  "Home page",
  [
    hero,
    localized({
      name: "heroDescription",
      title: "Top of page: description",
      description: "A third line under the subtitle, with the key promises.",
      kind: "text",
      group: "content",
    }),
    headed("trust", "Trust section", "Badges beside the request form.", [
      localized({
        name: "text",
        title: "Text",
        description: "A sentence under the heading.",
        kind: "text",
      }),
      list("badges", "Badges", 'Short proof points, e.g. "Licensed & Insured".', "iconItem"),
      defineField({
        name: "form",
        title: "Request form",
        type: "leadFormCopy",
        validation: (r) => r.required(),
      }),
    ]),
    headed("services", "Service groups", "The three groups of services with their links.", [
      localized({
        name: "text",
        title: "Text",
        description: "A sentence under the heading.",
        kind: "text",
      }),
      list(
        "groups",
        "Groups",
        "Air conditioning, heating, specialty: each lists its services.",
        "homeServiceGroup",
        3,
      ),
    ]),
    headed("areas", "Towns", 'The six-town grid; pick the towns with "Show on the home page".', [
      localized({
        name: "text",
        title: "Text",
        description: "A sentence under the heading.",
        kind: "text",
      }),
      localized({
        name: "linkText",
        title: "Link to all towns",
        description: 'e.g. "View All Service Areas".',
      }),
    ]),
    headed("reviews", "Reviews", "The reviews frame and the star rating (from Business facts).", [
      localized({
        name: "text",
        title: "Text",
        description: "A sentence under the heading.",
        kind: "text",
      }),
    ]),
    headed("about", "About section", "Four credentials and a link to the about page.", [
      localized({ name: "text", title: "Text", description: "A short paragraph.", kind: "text" }),
      list("credentials", "Credentials", "Licensed, insured, certified, emergency.", "iconItem", 4),
      localized({
        name: "linkText",
        title: "Link text",
        description: 'e.g. "Learn More About Us".',
      }),
    ]),
    headed("faq", "FAQ section", "The five common questions.", [faqs(5)]),
    headed("map", "Map section", "The map with the address, hours and licence.", [
      localized({
        name: "text",
        title: "Text",
        description: "A sentence under the heading.",
        kind: "text",
      }),
    ]),
  ],
  HomeIcon,
);

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

export const aboutPage = pageDocument("aboutPage", "About page", [
  hero,
  section(
    "story",
    "Our story",
    "The company's story. PLACEHOLDER until the owners supply it: replace before launch.",
  ),
  headed("licence", "Licence card", "The card with the licence number (from Business facts).", [
    localized({
      name: "text",
      title: "Text",
      description: "What the licence means for customers.",
      kind: "text",
    }),
  ]),
  headed("values", "Our values", "Four values.", [
    list("items", "Values", "Exactly four.", "iconItem", 4),
  ]),
  callBand,
]);

export const contactPage = pageDocument("contactPage", "Contact page", [
  hero,
  localized({
    name: "intro",
    title: "Introduction",
    description: "Text beside the phone, address and hours.",
    kind: "richText",
    group: "content",
  }),
  defineField({
    name: "hoursNote",
    title: "Internal note on hours",
    description:
      "For the office only, never shown on the site. Office hours versus emergency hours need to be clarified with the owners.",
    type: "text",
    rows: 2,
    group: "content",
  }),
  defineField({
    name: "form",
    title: "Message form",
    type: "leadFormCopy",
    group: "content",
    validation: (r) => r.required(),
  }),
  localized({
    name: "mapTitle",
    title: "Map heading",
    description: "Heading above the map.",
    group: "content",
  }),
]);

export const guaranteesPage = pageDocument("guaranteesPage", "Guarantees & financing page", [
  hero,
  headed("warranties", "Warranties", "Each warranty we give.", [
    list("items", "Warranties", "One item per warranty.", "iconItem"),
  ]),
  section("quality", "Quality guarantee", "What the quality guarantee promises."),
  section(
    "financing",
    "Financing",
    "Financing details. PLACEHOLDER until the client supplies the terms: replace before launch.",
  ),
  section("satisfaction", "Satisfaction guarantee", "What happens if a customer is not satisfied."),
  section("policies", "Cancellations and payment", "Cancellation notice and payment terms."),
  callBand,
]);

export const emergencyPage = pageDocument("emergencyPage", "Emergency service page", [
  hero,
  headed("whenToCall", "When to call", "Signs that need an emergency call, in this order.", [
    list("items", "Signs", "One sign per line.", "bulletItem"),
  ]),
  headed("steps", "What to expect", "The steps after the call, in order.", [
    list("items", "Steps", "Call, dispatch, diagnosis, estimate, repair.", "iconItem"),
  ]),
  callBand,
]);

export const legalPage = defineType({
  name: "legalPage",
  title: "Legal page",
  type: "document",
  icon: DocumentTextIcon,
  groups,
  fields: [
    defineField({
      name: "pageId",
      title: "Page",
      type: "string",
      options: { list: ["privacy", "terms"] },
      readOnly: true,
      validation: (r) => r.required(),
    }),
    localized({
      name: "title",
      title: "Title",
      description: "The page heading.",
      group: "content",
    }),
    localized({
      name: "body",
      title: "Text",
      description: 'The policy. The "Last Updated" date is the date this page was last published.',
      kind: "richText",
      group: "content",
    }),
    seoField,
  ],
  preview: { select: { title: "title.en", subtitle: "title.es" } },
});

export const serviceAreasPage = pageDocument("serviceAreasPage", "Service areas page", [
  hero,
  localized({
    name: "intro",
    title: "Introduction",
    description: "Text above the 17 town cards.",
    kind: "richText",
    group: "content",
  }),
  localized({
    name: "cardLinkText",
    title: "Card link text",
    description: 'e.g. "View Details".',
    group: "content",
  }),
  headed(
    "areaTemplate",
    "Town pages",
    "Shared parts of every town page. Write {city} where the town's name should appear.",
    [
      list(
        "groups",
        "Service groups",
        "Air Conditioning, Heating, Specialty, Why Choose Us.",
        "textSection",
        4,
      ),
      defineField({
        name: "callBand",
        title: "Emergency band",
        type: "callBand",
        validation: (r) => r.required(),
      }),
    ],
  ),
]);
