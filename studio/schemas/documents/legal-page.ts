import { fixedPagesOfKind } from "@hvac/routing";
import { DocumentTextIcon } from "@sanity/icons/DocumentText";
import { defineField, defineType } from "sanity";
import { localized } from "../localized";
import { seoField } from "../objects/seo";
import { pageGroups } from "./page-fields";

/** The privacy policy and the terms of service: one document each. */
export const legalPage = defineType({
  name: "legalPage",
  title: "Legal page",
  type: "document",
  icon: DocumentTextIcon,
  groups: pageGroups,
  fields: [
    defineField({
      name: "pageId",
      title: "Page",
      type: "string",
      options: { list: fixedPagesOfKind("legal") },
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
