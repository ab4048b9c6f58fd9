import { launch } from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";

export const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof categories)[number];

/** Debian's Chromium in the new headless mode (chrome-launcher adds its quiet defaults). */
const lighthouseChromeFlags = ["--headless=new", "--no-sandbox", "--disable-gpu"];

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
  /** 0-100, as the Lighthouse report shows them; NaN for a category the run did not measure. */
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Every script the browser fetched while loading the page. */
  scriptUrls: string[];
  shortfalls: Shortfall[];
  warnings: string[];
  /** Main-thread time by kind, simulated ms (Lighthouse's breakdown, keyed by its group ids). */
  mainThreadMs: Partial<Record<MainThreadGroup, number>>;
  /** The tasks over 50 ms, simulated: what each ran for and how long. */
  longTasks: LongTask[];
}

/** Lighthouse's main-thread groups, in the order a table shows them. */
export const mainThreadGroups = [
  "scriptEvaluation",
  "scriptParseCompile",
  "parseHTML",
  "styleLayout",
  "paintCompositeRender",
  "garbageCollection",
  "other",
] as const;
export type MainThreadGroup = (typeof mainThreadGroups)[number];

export interface LongTask {
  /** "script" when the task ran a script file; "document" for the page's own parsing, style and layout (or work Chromium could not attribute). */
  source: "script" | "document";
  /** The script's file name, or the page's path. */
  name: string;
  ms: number;
}

/**
 * What a run measures: every category; "timing", the performance score's
 * metrics alone, without diagnostics or screenshots (what repeated rounds of
 * timing need); or "categories", every category but performance
 * (no trace: about half the time of a run of every category), which do not
 * depend on timing.
 */
export type AuditScope = "all" | "timing" | "categories";

const scopeSettings = {
  all: { onlyCategories: [...categories] },
  // The five metrics that make the performance score, and the lists a
  // summary reads: none of the diagnostics (each its own simulation, and
  // gatherers such as code coverage that slow the page they measure).
  timing: {
    onlyAudits: [
      "first-contentful-paint",
      "largest-contentful-paint",
      "total-blocking-time",
      "cumulative-layout-shift",
      "speed-index",
      "network-requests",
      "mainthread-work-breakdown",
      "long-tasks",
    ],
    disableFullPageScreenshot: true,
  },
  categories: {
    onlyCategories: categories.filter((category) => category !== "performance"),
    disableFullPageScreenshot: true,
  },
} satisfies Record<AuditScope, object>;

/**
 * How Lighthouse slows a page to a phone on a slow network: "simulated" (its
 * default: the page loaded fast, the slow load computed from it) or "applied"
 * (loaded through DevTools' throttled network and CPU, as a phone would).
 */
export type Throttling = "simulated" | "applied";

const throttlingSettings: Record<Throttling, { throttlingMethod: "simulate" | "devtools" }> = {
  simulated: { throttlingMethod: "simulate" },
  applied: { throttlingMethod: "devtools" },
};

export interface Lighthouse {
  /** Lighthouse's run: mobile emulation, cold cache, throttled as opened. */
  audit(url: string, scope?: AuditScope): Promise<PageAudit>;
  close(): Promise<void>;
}

/** One Chromium for a series of Lighthouse runs; each run opens its own tab. */
export async function openLighthouse(throttling: Throttling = "simulated"): Promise<Lighthouse> {
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: lighthouseChromeFlags,
    logLevel: "silent",
  });
  return {
    async audit(url, scope = "all") {
      const result = await lighthouse(url, {
        port: chrome.port,
        logLevel: "error",
        output: "json",
        ...scopeSettings[scope],
        ...throttlingSettings[throttling],
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
  const score = (category: Category) => {
    const measured = lhr.categories[category];
    return measured ? Math.round((measured.score ?? 0) * 100) : Number.NaN;
  };
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = itemsOf<NetworkItem>(lhr, "network-requests");
  return {
    url: lhr.finalDisplayedUrl,
    scores: Object.fromEntries(categories.map((c) => [c, score(c)])) as Record<Category, number>,
    lcpMs: metric("largest-contentful-paint"),
    tbtMs: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    scriptUrls: [
      ...new Set(
        requests
          .filter((r) => r.resourceType === "Script" && /^https?:/.test(r.url))
          .map((r) => r.url),
      ),
    ],
    shortfalls: categories.flatMap((category) => shortfalls(lhr, category)),
    warnings: lhr.runWarnings.map(String),
    mainThreadMs: Object.fromEntries(
      itemsOf<{ group: string; duration: number }>(lhr, "mainthread-work-breakdown").map((item) => [
        item.group,
        item.duration,
      ]),
    ),
    longTasks: itemsOf<{ url: string; duration: number }>(lhr, "long-tasks").map(longTask),
  };
}

function itemsOf<Item>(lhr: Result, auditId: string): Item[] {
  return (lhr.audits[auditId]?.details as { items?: Item[] } | undefined)?.items ?? [];
}

/** A long task from Lighthouse's list: a script file's, or the document's (a page URL, or work it could not attribute). */
export function longTask({ url, duration }: { url: string; duration: number }): LongTask {
  const path = /^https?:/.test(url) ? new URL(url).pathname : url;
  return path.endsWith(".js")
    ? { source: "script", name: path.split("/").at(-1) ?? path, ms: duration }
    : { source: "document", name: path, ms: duration };
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
