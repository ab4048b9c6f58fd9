import type { Locale } from "@hvac/routing";
import type { FAQPage, WebPage } from "schema-dts";
import { ogLocales } from "../page-metadata";
import { breadcrumbId, businessId, pageNodeId } from "./ids";

/** A question of a page's FAQ list, as the visitor reads it. */
export interface Faq {
  question: string;
  answer: string;
}

export interface PageNodeInput {
  siteUrl: string;
  pageUrl: string;
  locale: Locale;
  name: string;
  description?: string;
  /** The questions the page shows; a page with questions is an FAQPage. */
  faqs?: Faq[];
  /** Whether the page shows a breadcrumb (the home page does not). */
  breadcrumb?: boolean;
}

/** The page itself: its language, its breadcrumb, the business it is about, its FAQs. */
export function pageNode(input: PageNodeInput): WebPage | FAQPage {
  const { siteUrl, pageUrl, locale, name, description, faqs = [], breadcrumb = false } = input;
  const common = {
    "@id": pageNodeId(pageUrl),
    url: pageUrl,
    name,
    description,
    inLanguage: ogLocales[locale].replace("_", "-"),
    about: { "@id": businessId(siteUrl) },
    breadcrumb: breadcrumb ? { "@id": breadcrumbId(pageUrl) } : undefined,
  };
  if (faqs.length === 0) return { "@type": "WebPage", ...common };
  return {
    "@type": "FAQPage",
    ...common,
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}
