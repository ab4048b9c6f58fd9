import {
  callBandField,
  headedField,
  heroField,
  listField,
  pageDocument,
  sectionField,
} from "./page-fields";

/** Guarantees & financing: warranties, guarantees, financing, cancellation and payment. */
export const guaranteesPage = pageDocument("guaranteesPage", "Guarantees & financing page", [
  heroField,
  headedField("warranties", "Warranties", "Each warranty we give.", [
    listField("items", "Warranties", "One item per warranty.", "iconItem"),
  ]),
  sectionField("quality", "Quality guarantee", "What the quality guarantee promises."),
  sectionField(
    "financing",
    "Financing",
    "Financing details. PLACEHOLDER until the client supplies the terms: replace before launch.",
  ),
  sectionField(
    "satisfaction",
    "Satisfaction guarantee",
    "What happens if a customer is not satisfied.",
  ),
  sectionField("policies", "Cancellations and payment", "Cancellation notice and payment terms."),
  callBandField,
]);
