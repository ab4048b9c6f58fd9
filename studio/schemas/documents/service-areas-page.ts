import { defineField } from "sanity";
import { localized } from "../localized";
import { headedField, heroField, listField, pageDocument } from "./page-fields";

/** The index of the towns, and the parts every town's page shares. */
export const serviceAreasPage = pageDocument("serviceAreasPage", "Service areas page", [
  heroField,
  localized({
    name: "intro",
    title: "Introduction",
    description: "Text above the list of towns (every town, grouped by county).",
    kind: "richText",
    group: "content",
  }),
  headedField(
    "areaTemplate",
    "Town pages",
    "Shared parts of every town page. Write {city} where the town's name should appear.",
    [
      listField(
        "groups",
        "Service groups",
        "Air Conditioning, Heating, Specialty, Why Choose Us.",
        "textSection",
        4,
      ),
      defineField({
        name: "callBand",
        title: "Emergency band",
        type: "callBand",
        validation: (r) => r.required(),
      }),
    ],
  ),
]);
