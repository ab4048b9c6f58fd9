import { type LeadFormCopy, pick, reads } from "@hvac/content";
import { type Locale, type PageRef, type ServicePageId, servicePageIds } from "@hvac/routing";
import { readContent } from "./read";

/** The words of a request form in the visitor's language (LeadForm's props). */
export function formWords(copy: LeadFormCopy, locale: Locale) {
  return {
    title: pick(copy.title, locale) ?? "",
    description: pick(copy.description, locale) ?? "",
    submitLabel: pick(copy.submitLabel, locale) ?? "",
    successMessage: pick(copy.successMessage, locale) ?? "",
  };
}

const isServicePage = (id: string): id is ServicePageId =>
  (servicePageIds as readonly string[]).includes(id);

/** The request form's copy of a page, from its document; undefined where the page has none. */
export async function formCopyOf(page: PageRef): Promise<LeadFormCopy | undefined> {
  let form: LeadFormCopy | null | undefined;
  if (page.id === "home") form = (await readContent(reads.homePage()))?.trust?.form;
  else if (page.id === "contact") form = (await readContent(reads.contactPage()))?.form;
  else if (isServicePage(page.id)) form = (await readContent(reads.servicePage(page.id)))?.form;
  return form ?? undefined;
}
