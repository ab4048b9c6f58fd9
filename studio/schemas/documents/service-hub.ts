import { serviceHubs } from "@hvac/routing";
import { FolderIcon } from "@sanity/icons/Folder";
import { defineField, defineType } from "sanity";
import { localized } from "../localized";
import { seoField } from "../objects/seo";

/** The Air conditioning, Heating and Other services pages: cards to their services. */
export const serviceHub = defineType({
  name: "serviceHub",
  title: "Service group page",
  type: "document",
  icon: FolderIcon,
  groups: [
    { name: "content", title: "Content", default: true },
    { name: "seo", title: "Search and sharing" },
  ],
  fields: [
    defineField({
      name: "pageId",
      title: "Page",
      type: "string",
      options: { list: [...serviceHubs] },
      readOnly: true,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "hero",
      title: "Top of page",
      type: "hero",
      group: "content",
      validation: (r) => r.required(),
    }),
    localized({
      name: "intro",
      title: "Introduction",
      description: "Text above the service cards.",
      kind: "richText",
      group: "content",
    }),
    defineField({
      name: "services",
      title: "Service cards",
      description:
        "The services shown as cards, in this order. Each card uses the service page's card text.",
      type: "array",
      group: "content",
      of: [{ type: "reference", to: [{ type: "servicePage" }] }],
      validation: (rule) => rule.required().min(1).unique(),
    }),
    localized({
      name: "cardLinkText",
      title: "Card link text",
      description: 'Words of the link on each card, e.g. "Learn More".',
      group: "content",
    }),
    defineField({
      name: "callBand",
      title: "Call band",
      description: "Optional band asking the visitor to call (the heating page's emergency band).",
      type: "callBand",
      group: "content",
    }),
    seoField,
  ],
  preview: { select: { title: "hero.heading.en", subtitle: "hero.heading.es" } },
});
