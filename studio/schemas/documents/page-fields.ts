import { DocumentTextIcon } from "@sanity/icons/DocumentText";
import { defineField, defineType } from "sanity";
import { localized } from "../localized";
import { seoField } from "../objects/seo";

/**
 * The fields the fixed pages share, so each page's document type reads as a
 * list of its own sections.
 */

/** The tabs of a page document: its copy, then search and sharing. */
export const pageGroups = [
  { name: "content", title: "Content", default: true },
  { name: "seo", title: "Search and sharing" },
];

/** The top of the page. */
export const heroField = defineField({
  name: "hero",
  title: "Top of page",
  type: "hero",
  group: "content",
  validation: (r) => r.required(),
});

/** A list of `count` items of a type (at least one when no count is given). */
export const listField = (
  name: string,
  title: string,
  description: string,
  type: string,
  count?: number,
) =>
  defineField({
    name,
    title,
    description,
    type: "array",
    of: [{ type }],
    validation: (rule) => (count ? rule.required().length(count) : rule.required().min(1)),
  });

/** The page's FAQ list: exactly `count` questions, each once. */
export const faqsField = (count: number) =>
  defineField({
    name: "faqs",
    title: "FAQs",
    description: `The ${count} questions shown in the FAQ list, in this order.`,
    type: "array",
    of: [{ type: "reference", to: [{ type: "faq" }] }],
    validation: (rule) => rule.required().length(count).unique(),
  });

/** A titled block of rich text on the page. */
export const sectionField = (name: string, title: string, description: string) =>
  defineField({
    name,
    title,
    description,
    type: "textSection",
    group: "content",
    validation: (r) => r.required(),
  });

/** A section of the page: a heading and the given fields. */
export const headedField = (
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

/** The band asking the visitor to call. */
export const callBandField = defineField({
  name: "callBand",
  title: "Call band",
  type: "callBand",
  group: "content",
  validation: (r) => r.required(),
});

/** A page with one fixed document: its content fields, then search and sharing. */
export const pageDocument = (
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
    groups: pageGroups,
    fields: [...fields, seoField],
    preview: { prepare: () => ({ title }) },
  });
