import { defineField } from "sanity";
import { callBandField, headedField, heroField, listField, pageDocument } from "./page-fields";

/** Emergency service: when to call, and the steps after the call. */
export const emergencyPage = pageDocument("emergencyPage", "Emergency service page", [
  heroField,
  headedField("whenToCall", "When to call", "Signs that need an emergency call, in this order.", [
    listField("items", "Signs", "One sign per line.", "bulletItem"),
  ]),
  headedField("steps", "What to expect", "The steps after the call, in order.", [
    listField("items", "Steps", "Call, dispatch, diagnosis, estimate, repair.", "iconItem"),
  ]),
  callBandField,
  defineField({
    name: "form",
    title: "Emergency request form",
    description:
      'For a visitor who cannot call: "Emergency: today" is already chosen, and the request pages the on-call phone.',
    type: "leadFormCopy",
    group: "content",
    validation: (r) => r.required(),
  }),
]);
