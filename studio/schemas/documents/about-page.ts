import { localized } from "../localized";
import {
  callBandField,
  headedField,
  heroField,
  listField,
  pageDocument,
  sectionField,
} from "./page-fields";

/** About us: the story, the license card, four values. */
export const aboutPage = pageDocument("aboutPage", "About page", [
  heroField,
  sectionField(
    "story",
    "Our story",
    "The company's story. PLACEHOLDER until the owners supply it: replace before launch.",
  ),
  headedField(
    "licence",
    "License card",
    "The card with the license number (from Business facts).",
    [
      localized({
        name: "text",
        title: "Text",
        description: "What the license means for customers.",
        kind: "text",
      }),
    ],
  ),
  headedField("values", "Our values", "Four values.", [
    listField("items", "Values", "Exactly four.", "iconItem", 4),
  ]),
  callBandField,
]);
