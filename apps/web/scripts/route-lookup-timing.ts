/**
 * What the proxy (proxy.ts) does for every page request, timed in this
 * process for the benchmark (bench/modules/routes.ts): `liveRoutes()`, the
 * route table held in memory with its version checked at most once a second
 * (a Redis GET when REDIS_URL is set), then `resolve()` of the path.
 *
 *   tsx --tsconfig apps/web/tsconfig.json apps/web/scripts/route-lookup-timing.ts [seconds]
 *
 * Calls it back to back for the given seconds (default 5, so every
 * once-a-second check is among them) and prints one JSON line: the number of
 * calls and their p50, p95, p99 and max in microseconds.
 */
import { liveRoutes } from "@/routing/live-routes";

const seconds = Number(process.argv[2] ?? 5);
// The first call reads the content, as an instance's first request does: not timed.
const table = await liveRoutes();
const paths = [
  ...table.allPages().map((page) => page.path),
  ...table.redirects().map((redirect) => redirect.from),
  "/nope",
  "/es/nada",
  "/about-us/",
];

/** Call times counted in 10 ns steps up to 1 ms, longer ones kept as they are: no garbage to collect while timing. */
const stepNs = 10;
async function timeCalls(forMs: number) {
  const counts = new Uint32Array(100_000);
  const longer: number[] = [];
  let calls = 0;
  const until = performance.now() + forMs;
  while (performance.now() < until) {
    const path = paths[calls++ % paths.length] ?? "/";
    const started = process.hrtime.bigint();
    (await liveRoutes()).resolve(path);
    const ns = Number(process.hrtime.bigint() - started);
    const step = Math.floor(ns / stepNs);
    if (step < counts.length) counts[step] = (counts[step] ?? 0) + 1;
    else longer.push(ns);
  }
  longer.sort((a, b) => a - b);
  /** The call time (µs) at or below which a share `p` of the calls took. */
  const at = (p: number) => {
    let seen = 0;
    for (let step = 0; step < counts.length; step++) {
      seen += counts[step] ?? 0;
      if (seen >= p * calls) return ((step + 1) * stepNs) / 1000;
    }
    return (longer[Math.ceil(p * calls) - seen - 1] ?? 0) / 1000;
  };
  const max = longer.at(-1) ?? (counts.findLastIndex((count) => count > 0) + 1) * stepNs;
  return { calls, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: max / 1000 };
}

await timeCalls(1000); // warm the JIT
process.stdout.write(`${JSON.stringify(await timeCalls(seconds * 1000))}\n`);
// The Redis connection would keep the process alive.
process.exit(0);
