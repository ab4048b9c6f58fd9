import {
  businessFactsQuery,
  copyFactWords,
  documentIdForPage,
  localize,
  localSource,
  phoneNumber,
  type QueryString,
} from "@hvac/content";
import { kindOf, type Locale, type PageRef } from "@hvac/routing";
import { contactPageQuery } from "@/page-kinds/contact";
import { homePageQuery } from "@/page-kinds/home";
import type { PageContent } from "@/page-kinds/page-kind";
import { pageKindOf } from "@/page-kinds/registry";
import { servicePageQuery } from "@/page-kinds/service";
import { servicePage, starterRoutes } from "./starter-routes";

/** The starter dataset the build was made from, read the way the site reads it. */
const source = localSource();

export const businessFacts = async () => {
  const facts = await source.fetch(businessFactsQuery);
  if (!facts) throw new Error("The starter dataset has no Business facts");
  return facts;
};

/**
 * A page's content in one language, read with its kind's own query and
 * localized as the site localizes it (Business facts filled in); typed by
 * the query given (e.g. `servicePageQuery` for a service page).
 */
export async function pageContent<Q extends QueryString>(
  _query: Q,
  page: PageRef,
  locale: Locale,
): Promise<PageContent<Q>> {
  const raw = await source.fetch(pageKindOf(page).query, { id: documentIdForPage(page) });
  if (!raw) throw new Error(`No content for ${JSON.stringify(page)}`);
  const facts = await businessFacts();
  const phone = phoneNumber(facts.phone ?? "");
  const values = copyFactWords(facts, locale, phone.display, starterRoutes.areas.length);
  return localize(raw, { locale, phoneHref: phone.href, values }) as PageContent<Q>;
}

type Question = { question: string | null; answer: string | null };
const asShown = (questions: Question[] | null | undefined) =>
  (questions ?? []).map(({ question, answer }) => ({ question, answer }));

/** The questions a page shows: the home page's FAQ, a full service page's FAQs. */
export async function shownFaqs(page: PageRef, locale: Locale) {
  if (page.id === "home") {
    return asShown((await pageContent(homePageQuery, page, locale)).faq?.faqs);
  }
  if (kindOf(page) !== "service") return [];
  const doc = await pageContent(servicePageQuery, page, locale);
  return doc.layout === "full" ? asShown(doc.faqs) : [];
}

/** The words of the AC repair page's request form and of the contact page's message form. */
export async function formWords(locale: Locale) {
  return {
    acRepair: (await pageContent(servicePageQuery, servicePage("acRepair"), locale)).form,
    contact: (await pageContent(contactPageQuery, { id: "contact" }, locale)).form,
  };
}
