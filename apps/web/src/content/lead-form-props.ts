import { type LeadFormCopy, type Localized, pick, reads } from "@hvac/content";
import { type Locale, type PageRef, type ServicePageId, servicePageIds } from "@hvac/routing";
import type { LeadFormProps } from "@/components/lead-form";
import { readContent } from "./read";

const isServicePage = (id: string): id is ServicePageId =>
  (servicePageIds as readonly string[]).includes(id);

/** The words around a page's request form, from the page's document. */
async function formCopyOf(
  page: PageRef,
): Promise<{ form?: LeadFormCopy | null; service?: Localized<string> } | undefined> {
  if (page.id === "home") return { form: (await readContent(reads.homePage()))?.trust?.form };
  if (page.id === "contact") return { form: (await readContent(reads.contactPage()))?.form };
  if (isServicePage(page.id)) {
    const doc = await readContent(reads.servicePage(page.id));
    return { form: doc?.form, service: doc?.formService };
  }
  return undefined;
}

/** A `tel:` link for a number written for people: "(210) 555-0123" -> "tel:+12105550123". */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}

/**
 * The request form of a page as its document words it, with the business
 * phone for the error message; undefined where the page has no form.
 */
export async function leadFormProps(
  page: PageRef,
  locale: Locale,
): Promise<LeadFormProps | undefined> {
  const [copy, facts] = await Promise.all([formCopyOf(page), readContent(reads.businessFacts())]);
  const form = copy?.form;
  if (!form || !facts?.phone) return undefined;
  const service = pick(copy.service, locale);
  return {
    locale,
    page,
    variant: page.id === "contact" ? "contact" : "request",
    title: pick(form.title, locale) ?? "",
    description: pick(form.description, locale) ?? "",
    submitLabel: pick(form.submitLabel, locale) ?? "",
    successMessage: pick(form.successMessage, locale) ?? "",
    ...(service ? { service } : {}),
    phone: { display: facts.phone, href: telHref(facts.phone) },
  };
}
