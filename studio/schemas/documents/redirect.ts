import { pageDocumentTypes } from "@hvac/content/page-documents";
import { type Locale, redirectFromProblem, redirectLanguageProblem } from "@hvac/routing";
import { ArrowRightIcon } from "@sanity/icons/ArrowRight";
import { defineField, defineType } from "sanity";
import { languages } from "../localized";
import { apiVersion, publishedRouteTable } from "../objects/page-address";

/**
 * An old address (the business's previous website, a printed flyer) that
 * leads to a page of this site. Live as soon as it is published.
 */
export const redirect = defineType({
  name: "redirect",
  title: "Redirect",
  type: "document",
  icon: ArrowRightIcon,
  fields: [
    defineField({
      name: "from",
      title: "Old address",
      description: "The path alone, starting with /, e.g. /services/ac.html",
      type: "string",
      validation: (rule) =>
        rule.required().custom(async (from: string | undefined, context) => {
          const table = await publishedRouteTable(context);
          // This redirect as published already answers its own old address.
          const id = String(context.document?._id ?? "").replace(/^drafts\./, "");
          const published: string | null = await context
            .getClient({ apiVersion })
            .fetch(`*[_id == $id][0].from`, { id }, { perspective: "published" });
          return redirectFromProblem(table, from, published ?? undefined) ?? true;
        }),
    }),
    defineField({
      name: "to",
      title: "Leads to",
      description: "The page of this site a visitor of the old address lands on.",
      type: "reference",
      to: pageDocumentTypes.map((type) => ({ type })),
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "language",
      title: "Language of the page",
      type: "string",
      options: { list: languages.map(({ id, title }) => ({ value: id, title })), layout: "radio" },
      initialValue: "en",
      validation: (rule) =>
        rule
          .required()
          .custom(
            (language: Locale | undefined, context) =>
              redirectLanguageProblem(context.document?.from as string | undefined, language) ??
              true,
          ),
    }),
  ],
  preview: { select: { title: "from", subtitle: "language" } },
});
