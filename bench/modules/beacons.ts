/**
 * The results' beacon under load: 10,000 beacons (page views and call taps),
 * 100 at a time, to the production build with its own empty store, from 100
 * visitors (loopback addresses, each within the per-address bound). Reports
 * how many were counted once written to the store, and the beacon's latency.
 * A beacon answered 204 and not counted fails the run.
 *
 *   BENCH_BEACONS=10000 BENCH_BEACON_CONCURRENCY=100 npm run bench -- beacons
 */
import { existsSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { countEndpoint } from "@hvac/routing";
import { send, serveWithLeadStore } from "@hvac/test-fixtures/harness/lead-requests";
import type { BenchModule } from "../lib/bench-module";
import { percentile, pool, setting } from "../lib/load";

const origin = {
  landing: "home",
  referrer: "www.google.com",
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  clickId: null,
  device: "phone",
};
const pages = ["home", "contact", "service:servicePage-acRepair", "area:serviceArea-floresville"];

/** Page views and call taps in the store, as `npm run results` adds them up. */
function countedIn(file: string): number {
  if (!existsSync(file)) return 0;
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const row = db.prepare("SELECT coalesce(sum(views + calls), 0) AS n FROM counts").get();
    return Number(row?.n ?? 0);
  } catch {
    return 0; // No counts table yet.
  } finally {
    db.close();
  }
}

export default {
  name: "beacons",
  description: "Visits and call taps counted under load: counted, lost, latency",
  async run({ log }) {
    const beacons = setting("BENCH_BEACONS", 10_000);
    const concurrency = setting("BENCH_BEACON_CONCURRENCY", 100);
    const visitors = 100;
    log(`${beacons} beacons from ${visitors} visitors, ${concurrency} at a time`);
    const site = await serveWithLeadStore();
    try {
      const beacon = (n: number) =>
        JSON.stringify(
          n % 5 === 4
            ? { kind: "call", placement: "sticky", page: pages[n % 4], locale: "en", origin }
            : { kind: "view", began: n % 3 === 0, page: pages[n % 4], locale: "es", origin },
        );
      const post = (n: number) => () =>
        send(`${site.baseURL}${countEndpoint}`, {
          method: "POST",
          headers: { "content-type": "text/plain;charset=UTF-8" },
          body: beacon(n),
          localAddress: `127.4.0.${(n % visitors) + 1}`,
        });
      // Warm-up from other addresses: the route compiled, the store open.
      await pool(
        Array.from(
          { length: 50 },
          (_, n) => () =>
            send(`${site.baseURL}${countEndpoint}`, {
              method: "POST",
              body: "{}",
              localAddress: `127.5.0.${n + 1}`,
            }),
        ),
        concurrency,
      );
      const started = performance.now();
      const replies = await pool(
        Array.from({ length: beacons }, (_, n) => post(n)),
        concurrency,
      );
      const seconds = (performance.now() - started) / 1000;
      const accepted = replies.filter((reply) => reply.status === 204).length;
      // The site writes its counts a few seconds after the first one it holds.
      let counted = 0;
      for (let waited = 0; waited < 15_000 && counted < accepted; waited += 500) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        counted = countedIn(site.file);
      }
      const latencies = replies.map((reply) => reply.ms).sort((a, b) => a - b);
      const figures = {
        "beacons sent": beacons,
        concurrency,
        "answered 204": accepted,
        counted,
        lost: accepted - counted,
        "p50 latency (ms)": Math.round(percentile(latencies, 50)),
        "p95 latency (ms)": Math.round(percentile(latencies, 95)),
        "p99 latency (ms)": Math.round(percentile(latencies, 99)),
        "throughput (beacons/s)": Math.round(beacons / seconds),
      };
      const failures = [
        ...(accepted !== beacons ? [`${beacons - accepted} beacons refused`] : []),
        ...(counted !== accepted ? [`${accepted - counted} accepted beacons not counted`] : []),
        ...(figures["p95 latency (ms)"] >= 50
          ? [`p95 ${figures["p95 latency (ms)"]} ms (target under 50)`]
          : []),
      ];
      return {
        table: {
          title: "Visits and call taps under load",
          columns: ["Figure", "Value"],
          rows: Object.entries(figures),
          notes: ["Target: every beacon counted, p95 under 50 ms."],
        },
        data: figures,
        failures,
      };
    } finally {
      await site.stop();
    }
  },
} satisfies BenchModule;
