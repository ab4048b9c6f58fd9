import {
  type Localized,
  localSource,
  pick,
  type QueryString,
  type Read,
  reads,
} from "@hvac/content";
import { type Locale, type PageRef, type ServicePageId, servicePageIds } from "@hvac/routing";

/** The starter dataset the build was made from, read the way the site reads it. */
const source = localSource();
const fetchRead = <Q extends QueryString>(read: Read<Q>) => source.fetch(read.query, read.params);

export const businessFacts = () => fetchRead(reads.businessFacts());

export const isServicePage = (page: PageRef): page is { id: ServicePageId } =>
  (servicePageIds as readonly string[]).includes(page.id);

type Question = { question: Localized<string>; answer: Localized<string> };
const inLocale = (questions: Question[] | null | undefined, locale: Locale) =>
  (questions ?? []).map((q) => ({
    question: pick(q.question, locale),
    answer: pick(q.answer, locale),
  }));

/** The questions a page shows: the home page's FAQ, a full service page's FAQs. */
export async function shownFaqs(page: PageRef, locale: Locale) {
  if (page.id === "home") return inLocale((await fetchRead(reads.homePage()))?.faq?.faqs, locale);
  if (!isServicePage(page)) return [];
  const doc = await fetchRead(reads.servicePage(page.id));
  return doc?.layout === "full" ? inLocale(doc.faqs, locale) : [];
}

export const servicePage = (id: ServicePageId) => fetchRead(reads.servicePage(id));
