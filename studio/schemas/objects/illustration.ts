import { defineField, defineType, type Rule } from "sanity";
import { localized } from "../localized";

/** An image with its description for people who cannot see it, in both languages. */
export const illustration = defineType({
  name: "illustration",
  title: "Illustration",
  type: "image",
  fields: [
    localized({
      name: "alt",
      title: "Description of the image",
      description:
        "What the picture shows, for visitors using a screen reader and for search engines. One short sentence.",
      max: 160,
    }),
  ],
});

export const imageField = (name: string, title: string, description: string, required = false) =>
  defineField({
    name,
    title,
    description,
    type: "illustration",
    ...(required ? { validation: (rule: Rule) => rule.required() } : {}),
  });
