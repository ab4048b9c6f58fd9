import { HelpCircleIcon } from "@sanity/icons/HelpCircle";
import { defineType } from "sanity";
import { localized } from "../localized";

export const faq = defineType({
  name: "faq",
  title: "FAQ",
  type: "document",
  icon: HelpCircleIcon,
  description: "A question and its answer. Add it to a page's FAQ list to show it there.",
  fields: [
    localized({
      name: "question",
      title: "Question",
      description: "Written the way a customer would ask it.",
    }),
    localized({
      name: "answer",
      title: "Answer",
      description: "A direct answer first, then the detail. Two to four sentences.",
      kind: "text",
    }),
  ],
  preview: { select: { title: "question.en", subtitle: "question.es" } },
});
