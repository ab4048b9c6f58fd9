/**
 * Two hundred towns (issue 42): the starter dataset copied to more towns (the
 * starter's own, then copies of them, unticked for menus, as an office adds
 * towns), each size served by the same build without a rebuild; every page of
 * the sitemap weighed (HTML raw and gzip, elements, the flight data and the
 * JSON-LD in it), the per-town cost by part of each kind of page, and a second
 * walk through the sitemap counted for what the page cache kept; the server's
 * memory after both walks.
 *
 *   BENCH_TOWNS=60,200 npm run bench -- towns
 *
 * Goals at every size: every page at most 120 KiB raw and 450 elements (the
 * areas index: 120 KiB and at most 2 elements a town beyond its own at the
 * starter's size), the median page within 8 KiB of the starter's, the second
 * walk served entirely from the cache, the server under 500 MB.
 */
import { readFile, writeFile } from "node:fs/promises";
import { freePort, type PageWeight, weightOf } from "@hvac/audits";
import { href } from "@hvac/routing";
import { copyDataset } from "@hvac/test-fixtures/harness/site-copy";
import type { BenchModule } from "../lib/bench-module";

const goals = { pageKiB: 120, pageElements: 450, medianGrowthKiB: 8, memoryMB: 500 };

interface Weighed extends PageWeight {
  path: string;
  jsonLdBytes: number;
}

interface SizeFigures {
  towns: number;
  pages: Weighed[];
  secondWalkHits: number;
  /** Resident memory after both walks, as it stood and after a full collection. */
  memoryMB: { standing: number; collected: number };
}

type Doc = Record<string, unknown> & { _id: string; _type: string };

/** A copy of the starter dataset with `count` towns, and the function that removes it. */
async function datasetWithTowns(count: number) {
  const copy = await copyDataset();
  const documents = (await readFile(copy.file, "utf8"))
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Doc);
  const towns = documents.filter((doc) => doc._type === "serviceArea");
  const added = Array.from({ length: Math.max(0, count - towns.length) }, (_, i): Doc => {
    const like = towns[i % towns.length] as Doc;
    const slug = `hvac-bench-town-${i + 1}`;
    const { formerPaths: _former, ...rest } = like;
    return {
      ...rest,
      _id: `serviceArea-bench-${i + 1}`,
      name: `${String(like.name)} ${i + 1}`,
      address: { _type: "localeAddress", en: slug, es: slug },
      order: 1000 + i,
      inMenus: false,
      showOnHome: false,
    };
  });
  await writeFile(
    copy.file,
    `${[...documents, ...added].map((d) => JSON.stringify(d)).join("\n")}\n`,
  );
  return copy;
}

const jsonLdBytes = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].reduce(
    (sum, [, json = ""]) => sum + Buffer.byteLength(json),
    0,
  );

/** The sitemap's pages, as paths. */
async function sitemapPaths(baseURL: string): Promise<string[]> {
  const xml = await (await fetch(`${baseURL}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = ""]) => new URL(loc).pathname);
}

/**
 * The server's resident memory in MB as it stands, then after a full garbage
 * collection asked through its inspector: on a machine with memory to spare,
 * V8 collects lazily, so what a page render left behind still counts until then.
 */
async function serverMemory(inspector: number) {
  const [target] = (await (await fetch(`http://127.0.0.1:${inspector}/json/list`)).json()) as [
    { webSocketDebuggerUrl: string },
  ];
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((opened) => socket.addEventListener("open", opened, { once: true }));
  let sent = 0;
  const call = (method: string, params = {}) =>
    new Promise<{ result?: { value?: string } }>((answered) => {
      const id = ++sent;
      const listener = (event: MessageEvent) => {
        const message = JSON.parse(String(event.data));
        if (message.id !== id) return;
        socket.removeEventListener("message", listener);
        answered(message.result);
      };
      socket.addEventListener("message", listener);
      socket.send(JSON.stringify({ id, method, params }));
    });
  const resident = async () => {
    const answer = await call("Runtime.evaluate", {
      expression: "String(process.memoryUsage().rss)",
      returnByValue: true,
    });
    return Math.round(Number(answer.result?.value) / 1024 / 1024);
  };
  try {
    const standing = await resident();
    await call("HeapProfiler.collectGarbage");
    return { standing, collected: await resident() };
  } finally {
    socket.close();
  }
}

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};

/** The kinds of page whose growth per town is reported, by a path of each. */
const kinds = [
  ["a page without town lists (about)", href("about", "en")],
  ["a service page with its town grid (AC repair)", "/air-conditioning-contractor/repair"],
  ["the areas index", href("serviceAreas", "en")],
  ["the areas index, Spanish", href("serviceAreas", "es")],
] as const;

export default {
  name: "towns",
  description:
    "Two hundred towns: every page weighed at the starter's towns and at more, the per-town cost by part, a second walk from cache",
  async run({ serve, log }) {
    const sizes = (process.env.BENCH_TOWNS ?? "60,200").split(",").map(Number);
    const measured: SizeFigures[] = [];
    for (const count of [0, ...sizes]) {
      const dataset = await datasetWithTowns(count);
      const inspector = await freePort();
      const site = await serve({
        CONTENT_DATASET_FILE: dataset.file,
        NODE_OPTIONS: `--inspect=127.0.0.1:${inspector}`,
      });
      try {
        const paths = await sitemapPaths(site.baseURL);
        const towns = paths.filter((path) => path.startsWith(`${href("serviceAreas", "en")}/`));
        log(`${towns.length} towns: ${paths.length} pages, first walk`);
        const pages: Weighed[] = [];
        for (const path of paths) {
          const html = await (await fetch(`${site.baseURL}${path}`)).text();
          pages.push({ path, ...weightOf(html), jsonLdBytes: jsonLdBytes(html) });
        }
        log(`${towns.length} towns: second walk`);
        let hits = 0;
        for (const path of paths) {
          const response = await fetch(`${site.baseURL}${path}`);
          await response.arrayBuffer();
          if (response.headers.get("x-nextjs-cache") === "HIT") hits++;
        }
        measured.push({
          towns: towns.length,
          pages,
          secondWalkHits: hits,
          memoryMB: await serverMemory(inspector),
        });
      } finally {
        await site.stop();
        await dataset.remove();
      }
    }

    const [starter, ...grown] = measured as [SizeFigures, ...SizeFigures[]];
    const byPath = (figures: SizeFigures, path: string) =>
      figures.pages.find((page) => page.path === path);
    const heaviest = (figures: SizeFigures) =>
      figures.pages.reduce((a, b) => (b.htmlBytes > a.htmlBytes ? b : a));
    const areasIndex = [href("serviceAreas", "en"), href("serviceAreas", "es")];
    const failures: string[] = [];
    for (const figures of measured) {
      const over = figures.pages.filter(
        (page) =>
          page.htmlBytes > goals.pageKiB * 1024 ||
          (!areasIndex.includes(page.path) && page.domElements > goals.pageElements),
      );
      if (over.length) {
        failures.push(
          `${figures.towns} towns: ${over.length} pages over ${goals.pageKiB} KiB or ${goals.pageElements} elements (${over
            .slice(0, 5)
            .map((page) => page.path)
            .join(", ")}${over.length > 5 ? ", …" : ""})`,
        );
      }
      for (const path of areasIndex) {
        const grownBy =
          (byPath(figures, path)?.domElements ?? 0) - (byPath(starter, path)?.domElements ?? 0);
        if (grownBy > 2 * (figures.towns - starter.towns)) {
          failures.push(
            `${figures.towns} towns: ${path} has ${grownBy} more elements than at ${starter.towns} towns`,
          );
        }
      }
      const growth =
        median(figures.pages.map((page) => page.htmlBytes)) -
        median(starter.pages.map((page) => page.htmlBytes));
      if (growth > goals.medianGrowthKiB * 1024) {
        failures.push(`${figures.towns} towns: the median page grew by ${kib(growth)} KiB`);
      }
      if (figures.secondWalkHits < figures.pages.length) {
        failures.push(
          `${figures.towns} towns: the second walk rendered ${figures.pages.length - figures.secondWalkHits} pages again`,
        );
      }
      if (figures.memoryMB.collected > goals.memoryMB) {
        failures.push(
          `${figures.towns} towns: the server holds ${figures.memoryMB.collected} MB after a full collection`,
        );
      }
    }

    const rows = measured.map((figures) => {
      const top = heaviest(figures);
      return [
        figures.towns,
        figures.pages.length,
        `${top.path} ${kib(top.htmlBytes)} / ${kib(top.htmlGzipBytes)} / ${top.domElements}`,
        kib(median(figures.pages.map((page) => page.htmlBytes))),
        Math.max(...figures.pages.map((page) => page.domElements)),
        figures.pages.filter((page) => page.htmlBytes > goals.pageKiB * 1024).length,
        figures.pages.filter((page) => page.domElements > goals.pageElements).length,
        `${figures.secondWalkHits} / ${figures.pages.length}`,
        `${figures.memoryMB.standing} / ${figures.memoryMB.collected}`,
      ];
    });
    const perTown = grown.flatMap((figures) =>
      kinds.map(([kind, path]) => {
        const now = byPath(figures, path);
        const before = byPath(starter, path);
        const added = figures.towns - starter.towns;
        const each = (part: (page: Weighed) => number) =>
          now && before && added > 0 ? Math.round((part(now) - part(before)) / added) : "";
        return [
          figures.towns,
          kind,
          each((page) => page.htmlBytes),
          each((page) => page.rscBytes),
          each((page) => page.jsonLdBytes),
          each((page) => page.htmlBytes - page.rscBytes - page.jsonLdBytes),
          each((page) => page.domElements),
        ];
      }),
    );
    return {
      table: {
        title: "Pages by number of towns (the sitemap walked twice)",
        columns: [
          "Towns",
          "Pages",
          "Heaviest: raw KiB / gzip KiB / elements",
          "Median KiB",
          "Most elements",
          `Over ${goals.pageKiB} KiB`,
          `Over ${goals.pageElements} elements`,
          "Second walk from cache",
          "Server MB: standing / collected",
        ],
        rows,
        notes: [
          `Goals: every page at most ${goals.pageKiB} KiB raw and ${goals.pageElements} elements (the areas index: ${goals.pageKiB} KiB, 2 elements a town);`,
          `the median within ${goals.medianGrowthKiB} KiB of the starter's; the second walk entirely from cache; the server under ${goals.memoryMB} MB after a full collection`,
          "(standing: as V8 left it after the walks; it collects lazily with memory to spare, or in a container, by its limit).",
        ],
      },
      details: [
        {
          title: "What each town added beyond the starter's, by part (bytes, elements)",
          columns: [
            "Towns",
            "Page",
            "HTML",
            "Flight data",
            "JSON-LD",
            "Rest of the HTML",
            "Elements",
          ],
          rows: perTown,
        },
      ],
      data: measured.map(({ pages, ...figures }) => ({
        ...figures,
        heaviest: heaviest({ ...figures, pages }),
        medianBytes: median(pages.map((page) => page.htmlBytes)),
        pages,
      })),
      failures,
    };
  },
} satisfies BenchModule;
