/**
 * What the live route table costs the proxy, which checks every page request
 * against it. The proxy holds the table in memory and reads it again only
 * after a publish changed it (one Redis GET a second per instance to learn
 * that); per request it resolves the path. Measured two ways:
 *
 * - the lookup alone, in this process: `resolve()` over the starter's 78
 *   pages and over the same site with 60 towns (cost must stay flat as the
 *   office adds towns), timed in batches, p50 and p95 per call;
 * - through the served build: the time to an answer the proxy gives itself
 *   (a 308 for a trailing slash, a 404 for an unknown path) beside a static
 *   file the proxy never sees, 20 at a time, p50 of BENCH_ROUTES_REQUESTS.
 */
import { Agent, request } from "node:http";
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

export default {
  name: "routes",
  description:
    "The live route table: the proxy's lookup per request (17 and 60 towns) and its answers through the served build",
  async run({ site, log }) {
    const starter = await datasetRouteTable();
    const rows: Array<Array<string | number>> = [];
    for (const [label, table] of [
      [`starter (${starter.areas.length} towns)`, starter],
      ["60 towns", withTowns(starter, 60)],
    ] as const) {
      log(`lookup: ${label}`);
      lookupMicros(table, 200); // warm the JIT
      const { p50, p95, paths } = lookupMicros(table, 2000);
      rows.push([
        `resolve(), ${label}, ${paths} paths a batch`,
        `${p50.toFixed(2)} µs`,
        `${p95.toFixed(2)} µs`,
        "",
      ]);
    }
    const requests = Number(process.env.BENCH_ROUTES_REQUESTS ?? 2000);
    for (const [label, path] of [
      ["static file (no proxy)", "/robots.txt"],
      ["308 from the proxy", "/about-us/"],
      ["404 from the proxy", "/no-such-page"],
    ] as const) {
      log(`served: ${label}`);
      await answerMs(site.baseURL, path, 200);
      const { p50, p95, statuses } = await answerMs(site.baseURL, path, requests);
      rows.push([
        `served: ${label} ${path}`,
        `${p50.toFixed(2)} ms`,
        `${p95.toFixed(2)} ms`,
        statuses.join(" "),
      ]);
    }
    return {
      table: {
        title: "The proxy's route table: lookup per request, and answers through the served build",
        columns: ["Measure", "p50", "p95", "Status"],
        rows,
        notes: [
          "Target: the lookup adds under 1 ms at p50. The proxy holds the table in memory and checks the shared version at most once a second (one Redis GET per instance with REDIS_URL).",
          `Served rows: ${requests} requests each, 20 at a time, after 200 to warm up; the load comes from this process on the same cores.`,
        ],
      },
      data: { rows },
    };
  },
} satisfies BenchModule;
