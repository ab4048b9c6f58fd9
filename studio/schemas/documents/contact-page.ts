import { defineField } from "sanity";
import { localized } from "../localized";
import { heroField, pageDocument } from "./page-fields";

/** Contact: text beside the office's details, the message form, the map. */
export const contactPage = pageDocument("contactPage", "Contact page", [
  heroField,
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
