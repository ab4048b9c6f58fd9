import { businessFactsQuery, documentIdForPage, localSource } from "@hvac/content";
import type { Locale } from "@hvac/routing";
import { seedForm } from "./seed-copy";

/** The starter dataset the build was made from, read the way the site reads it. */
const source = localSource();

export const businessFacts = async () => {
  const facts = await source.fetch(businessFactsQuery);
  if (!facts) throw new Error("The starter dataset has no Business facts");
  return facts;
};

/** The words of a page's form, as the starter dataset's sources write them. */
export type FormCopy = ReturnType<typeof seedForm>;

/** The words of the AC repair page's request form and of the contact page's message form. */
export async function formWords(locale: Locale): Promise<Record<"acRepair" | "contact", FormCopy>> {
  return {
    acRepair: seedForm("servicePage-acRepair", locale),
    contact: seedForm(documentIdForPage({ id: "contact" }), locale),
  };
}
