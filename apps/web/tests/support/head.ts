import type { BrowserContext, Page } from "playwright-core";

/** Collects every Content-Security-Policy violation a page reports, from before its first script. */
export async function recordPolicyViolations(context: BrowserContext) {
  await context.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __policyViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
}

export const policyViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __policyViolations: string[] }).__policyViolations);

/** The page's scripts ran: Next's runtime started and hydrated the document. */
export const hydrated = (page: Page) =>
  page.waitForFunction(() => Boolean((window as unknown as { next?: unknown }).next), undefined, {
    timeout: 10_000,
  });

export interface HeadData {
  title: string;
  description: string[];
  canonical: string[];
  alternates: Array<[string, string]>;
  meta: Array<[string, string]>;
  robots: string[];
  jsonLd: string[];
  breadcrumb: Array<{ name: string; href: string | null }>;
}

/** What a search engine or a link preview reads from the page, and the visible breadcrumb. */
export function headData(page: Page, breadcrumbLabel: string): Promise<HeadData> {
  return page.evaluate((label) => {
    const all = (selector: string) => [...document.querySelectorAll(selector)];
    const attribute = (element: Element, name: string) => element.getAttribute(name) ?? "";
    return {
      title: document.title,
      description: all('meta[name="description"]').map((m) => attribute(m, "content")),
      canonical: all('link[rel="canonical"]').map((l) => attribute(l, "href")),
      alternates: all('link[rel="alternate"][hreflang]').map((l): [string, string] => [
        attribute(l, "hreflang"),
        attribute(l, "href"),
      ]),
      meta: all("meta[property]").map((m): [string, string] => [
        attribute(m, "property"),
        attribute(m, "content"),
      ]),
      robots: all('meta[name="robots"]').map((m) => attribute(m, "content")),
      jsonLd: all('script[type="application/ld+json"]').map((s) => s.textContent ?? ""),
      breadcrumb: all(`nav[aria-label="${label}"] ol li`).map((li) => {
        // A link, or the current page: the step itself.
        const step = li.matches("[aria-current]") ? li : li.querySelector("a");
        return { name: step?.textContent?.trim() ?? "", href: step?.getAttribute("href") ?? null };
      }),
    };
  }, breadcrumbLabel);
}

type Node = Record<string, unknown> & { "@type"?: string | string[] };

/** The nodes of a page's JSON-LD graph with the given type. */
export function nodesOfType(graph: unknown, type: string): Node[] {
  const nodes = (graph as { "@graph"?: Node[] } | undefined)?.["@graph"] ?? [];
  return nodes.filter((node) => [node["@type"]].flat().includes(type));
}
