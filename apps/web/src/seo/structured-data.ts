import { type Localized, pick, reads } from "@hvac/content";
import {
  type Locale,
  type PageRef,
  pathFor,
  type ServicePageId,
  servicePageIds,
} from "@hvac/routing";
import {
  absoluteUrl,
  breadcrumbNode,
  businessNode,
  type Faq,
  type Graph,
  jsonLdGraph,
  pageNode,
  type ServiceNodeInput,
  serviceNode,
  type Thing,
} from "@hvac/seo";

import { breadcrumbSteps } from "@/components/breadcrumb";
import { pageCopy } from "@/content/page-copy";
import { readContent } from "@/content/read";
import { siteUrl } from "./site-url";

type Question = { question: Localized<string>; answer: Localized<string> };

const visibleFaqs = (questions: Question[] | null | undefined, locale: Locale): Faq[] =>
  (questions ?? []).flatMap(({ question, answer }) => {
    const faq = { question: pick(question, locale), answer: pick(answer, locale) };
    return faq.question && faq.answer ? [faq as Faq] : [];
  });

const isServicePage = (page: PageRef): page is { id: ServicePageId } =>
  (servicePageIds as readonly string[]).includes(page.id);

/** The page's air-quality catalogue is made of its feature cards (spec section 1). */
const catalogPages: ReadonlySet<ServicePageId> = new Set(["indoorAirQuality"]);

/**
 * What only some pages add: the FAQ list they show (home page, full service
 * pages) and, on a service page, the service with its price range and
 * catalogue. Short service pages show neither FAQs nor feature cards.
 */
async function pageDetails(
  page: PageRef,
  locale: Locale,
): Promise<{ faqs: Faq[]; service?: Omit<ServiceNodeInput, "siteUrl" | "pageUrl"> }> {
  if (page.id === "home") {
    const home = await readContent(reads.homePage());
    return { faqs: visibleFaqs(home?.faq?.faqs, locale) };
  }
  if (!isServicePage(page)) return { faqs: [] };
  const doc = await readContent(reads.servicePage(page.id));
  const full = doc?.layout === "full";
  const name = pick(doc?.card?.title, locale) ?? "";
  const items = (doc?.features ?? []).flatMap((feature) => {
    const title = pick(feature.title, locale);
    return title ? [{ name: title, description: pick(feature.description, locale) }] : [];
  });
  return {
    faqs: full ? visibleFaqs(doc?.faqs, locale) : [],
    service: {
      name,
      description: pick(doc?.card?.summary, locale),
      priceRange: doc?.priceRange,
      catalog: full && catalogPages.has(page.id) ? { name, items } : undefined,
    },
  };
}

/**
 * The JSON-LD of a page, built from the data the page itself shows: the
 * business, the page (an FAQPage when it lists questions), its breadcrumb,
 * and its service.
 */
export async function pageGraph(page: PageRef, locale: Locale): Promise<Graph> {
  const [copy, facts, details] = await Promise.all([
    pageCopy(page, locale),
    readContent(reads.businessFacts()),
    pageDetails(page, locale),
  ]);
  const pageUrl = absoluteUrl(siteUrl, pathFor(page, locale));
  const image = facts?.shareImage?.url ? absoluteUrl(siteUrl, facts.shareImage.url) : undefined;
  // The home page's trail is itself, and it shows no breadcrumb.
  const crumbs = breadcrumbSteps(page, locale, copy.crumb);
  const nodes: Thing[] = [
    pageNode({
      siteUrl,
      pageUrl,
      locale,
      name: copy.title,
      description: copy.description,
      faqs: details.faqs,
      breadcrumb: crumbs.length > 1,
    }),
  ];
  if (facts) nodes.unshift(businessNode(facts, { siteUrl, locale, image }));
  if (crumbs.length > 1) nodes.push(breadcrumbNode(siteUrl, pageUrl, crumbs));
  if (details.service) nodes.push(serviceNode({ siteUrl, pageUrl, ...details.service }));
  return jsonLdGraph(nodes);
}
