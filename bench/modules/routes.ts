/**
 * What the proxy adds to every page request. It checks each one against the
 * live route table: `liveRoutes()` (the table held in memory, its version
 * checked at most once a second, a Redis GET with REDIS_URL) and `resolve()`
 * of the path. Measured three ways:
 *
 * - the proxy's own work, in a process of the site's code
 *   (apps/web/scripts/route-lookup-timing.ts): `liveRoutes()` plus `resolve()`
 *   called back to back for some seconds, without Redis and with a Redis of
 *   its own, p50, p95 and p99 per call;
 * - `resolve()` alone over the starter's pages and over the same site with
 *   60 towns: its cost must stay flat as the office adds towns;
 * - served: the same page from the build as deployed and from a copy of it
 *   with the proxy switched off, one request at a time, alternating, so the
 *   difference of the medians is what the proxy adds to a visit; and the
 *   answers the proxy gives itself (308, 404) beside a static file it never sees.
 */
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { freePort, type ServedSite, serveNextBuild } from "@hvac/audits";
import { datasetRouteTable } from "@hvac/content";
import { type AreaEntry, type RouteTable, routeTable } from "@hvac/routing";
import type { BenchModule } from "../lib/bench-module";

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** The table with `count` towns: the starter's and made-up ones after them. */
function withTowns(table: RouteTable, count: number): RouteTable {
  const extra: AreaEntry[] = Array.from({ length: count - table.areas.length }, (_, i) => ({
    doc: `town-${i}`,
    address: { en: `hvac-town-${i}`, es: `hvac-town-${i}` },
    name: { en: `Town ${i}`, es: `Town ${i}` },
    order: 100 + i,
    showOnHome: false,
    formerPaths: [`/service-areas/old-town-${i}`],
  }));
  return routeTable({
    services: table.services,
    areas: [...table.areas, ...extra],
    redirects: [],
  });
}

/** Microseconds per resolve(), p50 and p95 over batches of every page, alias and unknown path. */
function lookupMicros(table: RouteTable, rounds: number) {
  const paths = [
    ...table.allPages().map((p) => p.path),
    ...table.redirects().map((r) => r.from),
    "/nope",
    "/es/nada",
    "/about-us/",
  ];
  const perCall: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const started = process.hrtime.bigint();
    for (const path of paths) table.resolve(path);
    perCall.push(Number(process.hrtime.bigint() - started) / 1000 / paths.length);
  }
  perCall.sort((a, b) => a - b);
  return { p50: percentile(perCall, 50), p95: percentile(perCall, 95), paths: paths.length };
}

interface ProxyWork {
  calls: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** liveRoutes() + resolve() per call, timed by the site's own code in a process of its own. */
async function proxyWork(root: string, seconds: number, env: Record<string, string> = {}) {
  const { stdout } = await promisify(execFile)(
    "npx",
    [
      "tsx",
      "--tsconfig",
      "apps/web/tsconfig.json",
      "apps/web/scripts/route-lookup-timing.ts",
      String(seconds),
    ],
    { cwd: root, env: { ...process.env, ...env } },
  );
  return JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}") as ProxyWork;
}

/** A Redis of the machine's (Debian's redis-server), in memory, on a free loopback port; none without it. */
async function startRedis(): Promise<{ url: string; stop(): void } | undefined> {
  const program = ["/usr/bin/redis-server", "/usr/local/bin/redis-server"].find(existsSync);
  if (!program) return undefined;
  const port = await freePort();
  const child: ChildProcess = spawn(
    program,
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  await new Promise<void>((resolve, reject) => {
    let output = "";
    child.stdout?.on("data", (chunk) => {
      output += chunk;
      if (output.includes("Ready to accept")) resolve();
    });
    child.once("exit", () => reject(new Error(`redis-server stopped:\n${output}`)));
  });
  return { url: `redis://127.0.0.1:${port}`, stop: () => child.kill() };
}

/**
 * The build served from a copy with the proxy switched off (its entry taken
 * out of Next's functions manifest): the same pages, answered without it.
 */
async function serveWithoutProxy(root: string): Promise<ServedSite & { remove(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), "bench-no-proxy-"));
  await cp(join(root, "apps/web/.next/standalone"), dir, {
    recursive: true,
    verbatimSymlinks: true,
  });
  const appDir = join(dir, "apps/web");
  const manifest = join(appDir, ".next/server/functions-config-manifest.json");
  const functions = JSON.parse(await readFile(manifest, "utf8"));
  if (!functions.functions?.["/_middleware"]) throw new Error(`No proxy entry in ${manifest}`);
  delete functions.functions["/_middleware"];
  await writeFile(manifest, JSON.stringify(functions));
  const served = await serveNextBuild(appDir);
  return {
    ...served,
    async remove() {
      await served.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

function get(url: string, agent: Agent) {
  const started = performance.now();
  return new Promise<{ status: number; ms: number }>((resolve, reject) => {
    const outgoing = request(url, { agent }, (res) => {
      res.resume();
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }),
      );
      res.on("error", reject);
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

async function answerMs(baseURL: string, path: string, requests: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 20 });
  const times: number[] = [];
  const statuses = new Set<number>();
  let next = 0;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (next < requests) {
        next++;
        const { status, ms } = await get(`${baseURL}${path}`, agent);
        statuses.add(status);
        times.push(ms);
      }
    }),
  );
  agent.destroy();
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), statuses: [...statuses] };
}

/** The same path from each site, one request at a time, the order alternating each round. */
async function alternatingMs(baseURLs: [string, string], path: string, rounds: number) {
  const agents = baseURLs.map(() => new Agent({ keepAlive: true, maxSockets: 1 }));
  const times: [number[], number[]] = [[], []];
  const statuses = new Set<number>();
  for (let round = 0; round < rounds; round++) {
    for (const which of round % 2 ? [1, 0] : [0, 1]) {
      const { status, ms } = await get(`${baseURLs[which]}${path}`, agents[which] as Agent);
      statuses.add(status);
      times[which]?.push(ms);
    }
  }
  for (const agent of agents) agent.destroy();
  return {
    statuses: [...statuses],
    sites: times.map((list) => {
      list.sort((a, b) => a - b);
      return { p50: percentile(list, 50), p95: percentile(list, 95) };
    }),
  };
}

const micros = (value: number) => `${value.toFixed(2)} µs`;
const millis = (value: number) => `${value.toFixed(2)} ms`;

export default {
  name: "routes",
  description:
    "What the proxy adds per request: liveRoutes() + resolve() (without and with Redis), resolve() with 17 and 60 towns, and the same page served with and without the proxy",
  async run({ root, site, log }) {
    const rows: Array<Array<string | number>> = [];
    const seconds = Number(process.env.BENCH_ROUTES_SECONDS ?? 5);

    log("the proxy's work: liveRoutes() + resolve(), without Redis");
    const alone = await proxyWork(root, seconds);
    const redis = await startRedis();
    let shared: ProxyWork | undefined;
    if (redis) {
      log("the proxy's work: liveRoutes() + resolve(), with Redis");
      shared = await proxyWork(root, seconds, { REDIS_URL: redis.url }).finally(redis.stop);
    }
    for (const [label, work] of [
      ["without Redis", alone],
      ["with Redis (a GET a second)", shared],
    ] as const) {
      if (!work) continue;
      rows.push([
        `liveRoutes() + resolve(), ${label}, ${work.calls.toLocaleString("en")} calls`,
        micros(work.p50),
        micros(work.p95),
        micros(work.p99),
        "",
      ]);
    }

    const starter = await datasetRouteTable();
    for (const [label, table] of [
      [`starter (${starter.areas.length} towns)`, starter],
      ["60 towns", withTowns(starter, 60)],
    ] as const) {
      log(`resolve(): ${label}`);
      lookupMicros(table, 200); // warm the JIT
      const { p50, p95, paths } = lookupMicros(table, 2000);
      rows.push([
        `resolve() alone, ${label}, ${paths} paths a batch`,
        micros(p50),
        micros(p95),
        "",
        "",
      ]);
    }

    log("served: the same page with and without the proxy");
    const page = process.env.BENCH_ROUTES_PAGE ?? "/about-us";
    const rounds = Number(process.env.BENCH_ROUTES_ROUNDS ?? 1000);
    const withoutProxy = await serveWithoutProxy(root);
    let served: Awaited<ReturnType<typeof alternatingMs>>;
    try {
      await alternatingMs([site.baseURL, withoutProxy.baseURL], page, 50);
      served = await alternatingMs([site.baseURL, withoutProxy.baseURL], page, rounds);
    } finally {
      await withoutProxy.remove();
    }
    const [through, around] = served.sites as [
      { p50: number; p95: number },
      { p50: number; p95: number },
    ];
    rows.push(
      [
        `served one at a time: ${page} through the proxy`,
        millis(through.p50),
        millis(through.p95),
        "",
        served.statuses.join(" "),
      ],
      [
        `served one at a time: ${page} with the proxy switched off`,
        millis(around.p50),
        millis(around.p95),
        "",
        served.statuses.join(" "),
      ],
      [
        `added by the proxy (difference of the medians)`,
        millis(through.p50 - around.p50),
        "",
        "",
        "",
      ],
    );

    const requests = Number(process.env.BENCH_ROUTES_REQUESTS ?? 2000);
    for (const [label, path] of [
      ["static file (no proxy)", "/robots.txt"],
      ["308 from the proxy", "/about-us/"],
      ["404 from the proxy", "/no-such-page"],
    ] as const) {
      log(`served 20 at a time: ${label}`);
      await answerMs(site.baseURL, path, 200);
      const { p50, p95, statuses } = await answerMs(site.baseURL, path, requests);
      rows.push([
        `served 20 at a time: ${label} ${path}`,
        millis(p50),
        millis(p95),
        "",
        statuses.join(" "),
      ]);
    }
    return {
      table: {
        title:
          "What the proxy adds per request: its work in the site's code, and the same page served with and without it",
        columns: ["Measure", "p50", "p95", "p99", "Status"],
        rows,
        notes: [
          "Target: under 1 ms added at p50. The proxy holds the table in memory and checks its version at most once a second (one Redis GET per instance with REDIS_URL).",
          `liveRoutes() + resolve(): called back to back for ${seconds} s after 1 s of warm-up, on the starter dataset; the rare calls that wait for the version check, and those the machine's other work interrupts, are the tail beyond p99.`,
          `Served one at a time: ${rounds} requests to each build, alternating; the proxy switched off in a copy of the build (its entry taken out of Next's functions manifest).`,
          `Served 20 at a time: ${requests} requests each after 200 to warm up; the load comes from this process on the same cores.`,
        ],
      },
      data: { alone, shared, rows },
    };
  },
} satisfies BenchModule;
