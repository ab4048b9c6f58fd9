import { copyFactNames, copyFacts } from "@hvac/content/copy-facts";
import { InfoOutlineIcon } from "@sanity/icons/InfoOutline";
import { defineField, defineType } from "sanity";

/**
 * A Business fact inside rich text: the site shows the fact's words, in the
 * visitor's language, where it stands. Change the fact in Business facts and
 * every text that states it follows.
 */
export const factRef = defineType({
  name: "factRef",
  title: "Business fact",
  type: "object",
  icon: InfoOutlineIcon,
  fields: [
    defineField({
      name: "fact",
      title: "Fact",
      description: "Shown as written in Business facts, in the reader's language.",
      type: "string",
      options: { list: copyFactNames.map((value) => ({ value, title: copyFacts[value] })) },
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { fact: "fact" },
    prepare: ({ fact }: { fact?: keyof typeof copyFacts }) => ({
      title: fact ? copyFacts[fact] : "Business fact",
    }),
  },
});
