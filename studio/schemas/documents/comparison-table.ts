import { ThListIcon } from "@sanity/icons/ThList";
import { defineField, defineType } from "sanity";
import { localized } from "../localized";

const cell = (name: string, title: string) =>
  defineField({
    name,
    title,
    description: "Either a tick or cross, or a few words.",
    type: "object",
    fields: [
      defineField({
        name: "kind",
        title: "Show",
        type: "string",
        options: {
          list: [
            { title: "Yes (tick)", value: "yes" },
            { title: "No (cross)", value: "no" },
            { title: "Words", value: "text" },
          ],
          layout: "radio",
          direction: "horizontal",
        },
        initialValue: "text",
        validation: (rule) => rule.required(),
      }),
      localized({
        name: "text",
        title: "Words",
        description: "Only used when Show is Words.",
        required: false,
      }),
    ],
    validation: (rule) =>
      rule
        .required()
        .custom((value: { kind?: string; text?: { en?: string } } | undefined) =>
          value?.kind === "text" && !value.text?.en
            ? "Write the words, or choose a tick or cross."
            : true,
        ),
  });

export const comparisonTable = defineType({
  name: "comparisonTable",
  title: "Comparison table",
  type: "document",
  icon: ThListIcon,
  description: "Two options side by side, row by row (e.g. repair vs replace).",
  fields: [
    localized({
      name: "title",
      title: "Table heading",
      description: 'Shown above the table, e.g. "Repair or Replace?".',
    }),
    localized({
      name: "caption",
      title: "Short explanation",
      description: "One sentence under the heading that says how to read the table.",
      kind: "text",
      required: false,
    }),
    localized({ name: "firstColumn", title: "First column title", description: 'e.g. "Repair".' }),
    localized({
      name: "secondColumn",
      title: "Second column title",
      description: 'e.g. "Replace".',
    }),
    defineField({
      name: "rows",
      title: "Rows",
      description: "Each row compares one point.",
      type: "array",
      of: [
        {
          type: "object",
          name: "comparisonRow",
          fields: [
            localized({
              name: "label",
              title: "Row label",
              description: "What this row compares.",
            }),
            cell("first", "First column"),
            cell("second", "Second column"),
          ],
          preview: { select: { title: "label.en", subtitle: "label.es" } },
        },
      ],
      validation: (rule) => rule.required().min(2),
    }),
  ],
  preview: { select: { title: "title.en", subtitle: "title.es" } },
});
