import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  javascriptGzipBytes,
  type Lighthouse,
  type MainThreadGroup,
  type MedianAudit,
  mainThreadGroups,
  medianAudit,
  openLighthouse,
  type PageAudit,
  type PageWeight,
  pageWeight,
  type ServedSite,
  type Spread,
  serveNextBuild,
  spread,
} from "@hvac/audits";
import { allPages, href } from "@hvac/routing";
import { phonePhoto } from "@hvac/test-fixtures/phone-photo";
import type { BenchModule } from "../lib/bench-module";
import { runStep } from "../lib/build";

/** The targets: what a row must reach (as the median of its runs) not to be flagged. */
const targets = { performance: 98, tbtMs: 150, lcpMs: 1800, other: 100, jsOverFloorKiB: 25 };

interface PageFigures extends MedianAudit, PageWeight {
  path: string;
  /** Lighthouse found a noindex directive (the legal pages): SEO 100 is not expected. */
  noindex: boolean;
  jsGzipBytes: number;
}

const kib = (bytes: number) => bytes / 1024;

/** Lighthouse `runs` times on a page (the median is what a visitor most often gets), and its weight. */
async function measure(
  lighthouse: Lighthouse,
  url: string,
  path: string,
  runs: number,
): Promise<PageFigures> {
  const audit = await medianAudit(lighthouse, url, runs);
  return {
    ...audit,
    ...(await pageWeight(url)),
    path,
    noindex: audit.median.shortfalls.some((s) => s.id === "is-crawlable"),
    jsGzipBytes: await javascriptGzipBytes(audit.median.scriptUrls),
  };
}

function misses(page: PageFigures, floor: PageFigures): string {
  const { accessibility, seo } = page.median.scores;
  const bestPractices = page.median.scores["best-practices"];
  const missed = [
    page.performance.median < targets.performance && `perf ${page.performance.median}`,
    page.tbtMs.median >= targets.tbtMs && `TBT ${Math.round(page.tbtMs.median)} ms`,
    page.lcpMs.median >= targets.lcpMs && `LCP ${(page.lcpMs.median / 1000).toFixed(2)} s`,
    accessibility < targets.other && `a11y ${accessibility}`,
    bestPractices < targets.other && `bp ${bestPractices}`,
    seo < targets.other && !page.noindex && `seo ${seo}`,
    kib(page.jsGzipBytes - floor.jsGzipBytes) > targets.jsOverFloorKiB && "js",
  ].filter(Boolean);
  return missed.join(", ");
}

/** "97 (95–98)": the median with the range of the runs beside it. */
const spreadOf = (figure: Spread, show: (value: number) => string, runs: number) =>
  runs > 1
    ? `${show(figure.median)} (${show(figure.min)}–${show(figure.max)})`
    : show(figure.median);

function row(label: string, page: PageFigures, floor: PageFigures) {
  const over = kib(page.jsGzipBytes - floor.jsGzipBytes);
  const runs = page.runs.length;
  return [
    label,
    spreadOf(page.performance, String, runs),
    page.median.scores.accessibility,
    page.median.scores["best-practices"],
    page.noindex ? `${page.median.scores.seo} (noindex)` : page.median.scores.seo,
    spreadOf(page.lcpMs, (ms) => (ms / 1000).toFixed(2), runs),
    spreadOf(page.tbtMs, (ms) => String(Math.round(ms)), runs),
    page.median.cls.toFixed(3),
    `${kib(page.htmlBytes).toFixed(0)} / ${kib(page.htmlGzipBytes).toFixed(1)}`,
    kib(page.rscBytes).toFixed(0),
    page.domElements,
    kib(page.jsGzipBytes).toFixed(1),
    page === floor ? "0" : `${over >= 0 ? "+" : ""}${over.toFixed(1)}`,
    page === floor ? "" : misses(page, floor),
  ];
}

const groupTitles: Record<MainThreadGroup, string> = {
  scriptEvaluation: "Script evaluation",
  scriptParseCompile: "Script parse",
  parseHTML: "Parse HTML & CSS",
  styleLayout: "Style & layout",
  paintCompositeRender: "Rendering",
  garbageCollection: "GC",
  other: "Other",
};

/** What a long task holds beyond 50 ms (the part that counts as blocking). */
const blockingMs = (run: PageAudit, source: "script" | "document") =>
  run.longTasks
    .filter((task) => task.source === source)
    .reduce((sum, task) => sum + Math.max(0, task.ms - 50), 0);

/** Where one page's main-thread time goes, each figure the median of its runs with the range. */
function mainThreadRow(label: string, page: PageFigures) {
  const ms = (value: number) => String(Math.round(value));
  const over = (figure: (run: PageAudit) => number) =>
    spreadOf(spread(page.runs.map(figure)), ms, page.runs.length);
  const longest = page.median.longTasks.toSorted((a, b) => b.ms - a.ms)[0];
  return [
    label,
    ...mainThreadGroups.map((group) => over((run) => run.mainThreadMs[group] ?? 0)),
    longest ? `${ms(longest.ms)} ${longest.name}` : "none",
    over((run) => blockingMs(run, "script")),
    over((run) => blockingMs(run, "document")),
  ];
}

/**
 * A copy of the starter dataset in which the office has uploaded a phone
 * photo (4000x3000 JPEG) as the home page's hero and a service page's picture.
 */
async function datasetWithPhoto(root: string) {
  const dir = await mkdtemp(join(tmpdir(), "hvac-bench-photo-"));
  const seed = join(root, "studio", "seed");
  await cp(join(seed, "images"), join(dir, "images"), { recursive: true });
  await phonePhoto(join(dir, "images", "phone-photo.jpg"));
  const photo = {
    _type: "illustration",
    _sanityAsset: "image@file://./images/phone-photo.jpg",
    alt: { _type: "localeString", en: "Our van at a job", es: "Nuestra camioneta en un trabajo" },
  };
  const documents = (await readFile(join(seed, "production.ndjson"), "utf8"))
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown> & { _id: string });
  for (const document of documents) {
    if (document._id === "homePage") document.hero = { ...(document.hero as object), image: photo };
    if (document._id === "servicePage-acRepair") {
      const [first, ...rest] = document.imageBlocks as object[];
      document.imageBlocks = [{ ...first, image: photo }, ...rest];
    }
  }
  const file = join(dir, "production.ndjson");
  await writeFile(file, `${documents.map((d) => JSON.stringify(d)).join("\n")}\n`);
  return { file, remove: () => rm(dir, { recursive: true, force: true }) };
}

const columns = [
  "Page",
  "Perf",
  "A11y",
  "BP",
  "SEO",
  "LCP s",
  "TBT ms",
  "CLS",
  "HTML KiB raw / gz",
  "RSC KiB",
  "DOM",
  "JS KiB gz",
  "vs floor",
  "Misses",
];

export default {
  name: "pages",
  description:
    "Lighthouse mobile (median of 3), page weight and the JavaScript every page loads, against an empty Next page (the floor)",
  async run({ root, site, serve, log }) {
    const floorDir = join(root, "bench/floor-app");
    log("building the floor app (an empty page, the site's Next and next.config)");
    const nextBin = createRequire(join(floorDir, "package.json")).resolve("next/dist/bin/next");
    await runStep(process.execPath, [nextBin, "build"], floorDir);

    const only = process.env.BENCH_PAGES?.split(",").filter(Boolean);
    const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
    const paths = allPages()
      .map((p) => p.path)
      .filter((path) => !only || only.includes(path));
    const photoPaths = [href("home", "en"), href("acRepair", "en")].filter(
      (path) => !only || only.includes(path),
    );

    const floorSite: ServedSite = await serveNextBuild(floorDir);
    const photoDataset = await datasetWithPhoto(root);
    const photoSite = await serve({ CONTENT_DATASET_FILE: photoDataset.file });
    const lighthouse = await openLighthouse();
    try {
      // The first run of a fresh Chromium pays its start-up costs: throw it away.
      await lighthouse.audit(`${floorSite.baseURL}/`);
      log("floor");
      const floor = await measure(lighthouse, `${floorSite.baseURL}/`, "(floor)", runs);
      const pages: PageFigures[] = [];
      const measurePage = async (served: ServedSite, path: string, label: string) => {
        // Pages render on their first visit after a start: that visit is not measured.
        await fetch(`${served.baseURL}${path}`);
        const figures = await measure(lighthouse, `${served.baseURL}${path}`, label, runs);
        pages.push(figures);
      };
      for (const [i, path] of paths.entries()) {
        log(`${i + 1}/${paths.length} ${path}`);
        await measurePage(site, path, path);
      }
      for (const path of photoPaths) {
        log(`with a phone photo: ${path}`);
        await measurePage(photoSite, path, `${path} (phone photo)`);
      }
      const missing = pages.filter((p) => misses(p, floor));
      return {
        table: {
          title: `Lighthouse mobile (Chromium, median of ${runs} run${runs > 1 ? "s" : ""}, min–max beside it), page weight and JavaScript per page`,
          columns,
          rows: [
            row("floor: empty Next page", floor, floor),
            ...pages.map((page) => row(page.path, page, floor)),
          ],
          notes: [
            `Targets (medians): performance ${targets.performance} or more, TBT under ${targets.tbtMs} ms, LCP under ${targets.lcpMs / 1000} s; accessibility, best practices and SEO ${targets.other} (SEO not on noindex pages); JavaScript within ${targets.jsOverFloorKiB} KiB gzip of the floor.`,
            "Weight: the HTML as served (raw / gzip), the RSC payload inside it (Next's inline scripts), the elements of the document, the gzip of every script the browser fetched (nomodule scripts are never fetched; inline scripts are in the HTML).",
            "(phone photo): the same page after the office uploaded a 4000x3000 phone JPEG as its picture.",
            `${pages.length - missing.length}/${pages.length} pages meet every target.`,
          ],
        },
        details: [
          {
            title: `Where the main-thread time goes (Lighthouse's breakdown and long tasks, simulated ms, median of ${runs} run${runs > 1 ? "s" : ""})`,
            columns: [
              "Page",
              ...mainThreadGroups.map((group) => groupTitles[group]),
              "Longest task (median run)",
              "Blocking: scripts",
              "Blocking: document",
            ],
            rows: [
              mainThreadRow("floor: empty Next page", floor),
              ...pages.map((page) => mainThreadRow(page.path, page)),
            ],
            notes: [
              "Blocking: the part of each task over 50 ms, summed, for tasks that ran a script file (Next's and React's start-up and hydration) and for the document's own parsing, style and layout; TBT counts the same parts between the first paint and interactivity.",
            ],
          },
        ],
        data: { targets, floor, pages },
      };
    } finally {
      await lighthouse.close();
      await floorSite.stop();
      // The runner stops the photo site with its own.
      await photoDataset.remove();
    }
  },
} satisfies BenchModule;
