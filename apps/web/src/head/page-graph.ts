import {
  absoluteUrl,
  breadcrumbNode,
  businessNode,
  type Faq,
  type Graph,
  jsonLdGraph,
  pageNode,
  serviceNode,
  shareImage,
  type Thing,
} from "@hvac/seo";
import type { LoadedPage } from "@/page-kinds/page-kind";
import { settings } from "@/server/server-context";

/**
 * The JSON-LD of a page, built from the data the page itself read and shows:
 * the business, the page (an FAQPage when it lists questions), its
 * breadcrumb, and its service.
 */
export function pageGraph(loaded: LoadedPage): Graph {
  const { page, locale, site, name, head, structuredData } = loaded;
  const { siteUrl } = settings();
  const pageUrl = absoluteUrl(siteUrl, site.routes.pathFor(page, locale));
  const businessImage = shareImage(siteUrl, site.facts.shareImage)?.url;
  // The home page's trail is itself, and it shows no breadcrumb.
  const crumbs = site.routes.breadcrumbSteps(page, locale, name);
  const faqs = (structuredData.faqs ?? []).flatMap(({ question, answer }): Faq[] =>
    question && answer ? [{ question, answer }] : [],
  );
  const nodes: Thing[] = [
    businessNode(site.facts, {
      siteUrl,
      locale,
      image: businessImage,
    }),
    pageNode({
      siteUrl,
      pageUrl,
      locale,
      name: head.title,
      description: head.description ?? undefined,
      faqs,
      breadcrumb: crumbs.length > 1,
    }),
  ];
  if (crumbs.length > 1) nodes.push(breadcrumbNode(siteUrl, pageUrl, crumbs));
  const { service } = structuredData;
  if (service) nodes.push(serviceNode({ siteUrl, pageUrl, ...service }));
  return jsonLdGraph(nodes);
}
