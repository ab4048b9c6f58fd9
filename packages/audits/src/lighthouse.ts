import { launch } from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";

export const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof categories)[number];

/** Debian's Chromium in the new headless mode (chrome-launcher adds its quiet defaults). */
export const lighthouseChromeFlags = ["--headless=new", "--no-sandbox", "--disable-gpu"];

/** An audit that kept a category from full marks, with what it pointed at. */
export interface Shortfall {
  category: Category;
  id: string;
  title: string;
  score: number;
  /** Selectors, URLs or messages from the audit's details (at most five). */
  items: string[];
}

export interface PageAudit {
  url: string;
  /** 0-100, as the Lighthouse report shows them. */
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Every script the browser fetched while loading the page. */
  scriptUrls: string[];
  shortfalls: Shortfall[];
  warnings: string[];
}

export interface Lighthouse {
  /** Lighthouse's default run: mobile emulation, simulated throttling, cold cache. */
  audit(url: string): Promise<PageAudit>;
  close(): Promise<void>;
}

/** One Chromium for a series of Lighthouse runs; each run opens its own tab. */
export async function openLighthouse(): Promise<Lighthouse> {
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: lighthouseChromeFlags,
    logLevel: "silent",
  });
  return {
    async audit(url) {
      const result = await lighthouse(url, {
        port: chrome.port,
        logLevel: "error",
        output: "json",
        onlyCategories: [...categories],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      if (result.lhr.runtimeError) {
        throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
      }
      return summarise(result.lhr);
    },
    async close() {
      chrome.kill();
    },
  };
}

function summarise(lhr: Result): PageAudit {
  const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (
    lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined
  )?.items;
  return {
    url: lhr.finalDisplayedUrl,
    scores: Object.fromEntries(categories.map((c) => [c, score(c)])) as Record<Category, number>,
    lcpMs: metric("largest-contentful-paint"),
    tbtMs: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    scriptUrls: [
      ...new Set(
        (requests ?? [])
          .filter((r) => r.resourceType === "Script" && /^https?:/.test(r.url))
          .map((r) => r.url),
      ),
    ],
    shortfalls: categories.flatMap((category) => shortfalls(lhr, category)),
    warnings: lhr.runWarnings.map(String),
  };
}

interface NetworkItem {
  url: string;
  resourceType?: string;
}

function shortfalls(lhr: Result, category: Category): Shortfall[] {
  return (lhr.categories[category]?.auditRefs ?? []).flatMap((ref) => {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 1) return [];
    if (!["binary", "numeric", "metricSavings"].includes(audit.scoreDisplayMode)) return [];
    // Performance lists every insight; only the weighted metrics and clear failures matter.
    if (category === "performance" && ref.weight === 0 && audit.score >= 0.5) return [];
    return [
      { category, id: audit.id, title: audit.title, score: audit.score, items: detailItems(audit) },
    ];
  });
}

function detailItems(audit: Result["audits"][string]): string[] {
  const items = (audit.details as { items?: Array<Record<string, unknown>> } | undefined)?.items;
  return (items ?? []).slice(0, 5).map((item) => {
    const node = item.node as { selector?: string; snippet?: string } | undefined;
    const text = node?.selector ?? item.url ?? item.description ?? item.source ?? item.label;
    return String(text ?? JSON.stringify(item)).slice(0, 200);
  });
}
