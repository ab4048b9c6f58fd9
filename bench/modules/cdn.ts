/**
 * What a cache in front of the site buys: the same page asked 50 at a time,
 * from Node (the served build, every visit answered by Next's page cache) and
 * through nginx with deploy/nginx/site.conf (every visit a hit in nginx's
 * cache, as a CDN would answer). Requests per second and latency, each the
 * median of BENCH_CDN_RUNS runs (default 3) with min and max beside it.
 *
 *   BENCH_CDN_REQUESTS=4000 BENCH_CDN_CONCURRENCY=50 npm run bench -- cdn
 *
 * The load comes from this process, on the same cores as the server: the
 * figures compare the two paths on one machine, not a data centre's capacity.
 */
import { Agent, request } from "node:http";
import { startNginx } from "@hvac/test-fixtures/harness/topology";
import type { BenchModule } from "../lib/bench-module";
import { setting } from "../lib/load";

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** One GET as a browser sends it (compressed), its status, cache status and time. */
function get(url: string, agent: Agent) {
  const started = performance.now();
  return new Promise<{ status: number; cache: string; ms: number }>((resolve, reject) => {
    const outgoing = request(url, { agent, headers: { "accept-encoding": "gzip, br" } }, (res) => {
      res.resume();
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          cache: String(res.headers["x-cache-status"] ?? ""),
          ms: performance.now() - started,
        }),
      );
      res.on("error", reject);
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

async function load(url: string, requests: number, concurrency: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const replies: Array<Awaited<ReturnType<typeof get>>> = [];
  let next = 0;
  const worker = async () => {
    while (next++ < requests) replies.push(await get(url, agent));
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  const latencies = replies.map((reply) => reply.ms).sort((a, b) => a - b);
  return {
    rps: requests / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    notOk: replies.filter((reply) => reply.status !== 200).length,
    hits: replies.filter((reply) => reply.cache === "HIT").length,
  };
}

type Run = Awaited<ReturnType<typeof load>>;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const spread = (runs: Run[], figure: "rps" | "p50" | "p95") => {
  const values = runs.map((run) => run[figure]);
  const round = (n: number) => Math.round(n * 10) / 10;
  return `${round(median(values))} (${round(Math.min(...values))}-${round(Math.max(...values))})`;
};

export default {
  name: "cdn",
  description: "A page from nginx's cache versus from Node: requests per second, p95",
  async run({ site, log }) {
    const requests = setting("BENCH_CDN_REQUESTS", 4000);
    const concurrency = setting("BENCH_CDN_CONCURRENCY", 50);
    const runs = setting("BENCH_CDN_RUNS", 3);
    const paths = (process.env.BENCH_CDN_PATHS ?? "/,/es/aire-acondicionado/reparacion").split(",");
    const nginx = await startNginx([new URL(site.baseURL).host]);
    const rows: Array<Array<string | number>> = [];
    const data: Record<string, Record<string, Run[]>> = {};
    const failures: string[] = [];
    try {
      for (const path of paths) {
        data[path] = {};
        for (const [via, base] of [
          ["Node (next start, standalone)", site.baseURL],
          ["nginx cache", nginx.baseURL],
        ] as const) {
          // Warm: the page rendered and, through nginx, kept.
          await load(`${base}${path}`, concurrency, concurrency);
          const measured: Run[] = [];
          for (let run = 0; run < runs; run++) {
            log(`${path} via ${via}: run ${run + 1} of ${runs}`);
            measured.push(await load(`${base}${path}`, requests, concurrency));
          }
          data[path][via] = measured;
          const notOk = measured.reduce((sum, run) => sum + run.notOk, 0);
          if (notOk) failures.push(`${path} via ${via}: ${notOk} answers were not 200`);
          const hits = measured.reduce((sum, run) => sum + run.hits, 0);
          rows.push([
            path,
            via,
            spread(measured, "rps"),
            spread(measured, "p50"),
            spread(measured, "p95"),
            base === nginx.baseURL ? `${Math.round((100 * hits) / (requests * runs))}%` : "",
          ]);
        }
      }
    } finally {
      await nginx.stop();
    }
    return {
      table: {
        title: `A page from nginx's cache versus Node, ${concurrency} at a time`,
        columns: ["Page", "Served by", "Requests/s", "p50 ms", "p95 ms", "nginx hits"],
        rows,
        notes: [
          `Each figure: median of ${runs} runs of ${requests} requests (min-max), after a warm-up.`,
          "The load generator shares the machine's cores with the server.",
        ],
      },
      data,
      failures,
    };
  },
} satisfies BenchModule;
