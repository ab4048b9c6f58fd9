/**
 * Load benchmark of lead capture: 1,000 valid requests, 50 at a time, to the
 * production build served by `next start`, with its own empty store and the
 * production defaults (3 s minimum fill time, 6 requests per address per 10
 * minutes before a burst looks automated). Reports how many were stored as
 * leads, kept as suspected spam, lost and duplicated, and latency.
 *
 *   BENCH_LEAD_REQUESTS=1000 BENCH_LEAD_CONCURRENCY=50 BENCH_LEAD_DOUBLE_CLICKS=50 npm run bench -- lead-load
 *
 * Every simulated visitor has its own loopback address (127.0.0.0/8) and gets
 * the form's start stamp for each request, as a person's browser does, so neither the
 * burst count nor the fill time is bypassed: a request kept as suspected spam
 * or refused is counted as lost. The first
 * double-clicks leads are also sent twice at the same moment, which must still
 * store them once. Latency is measured after a warm-up of refused requests that
 * store nothing. A lost or duplicated lead fails the run.
 */
import {
  postLead,
  type Reply,
  serveWithLeadStore,
  startStamp,
  validLead,
} from "@hvac/test-fixtures/harness/lead-requests";
import type { BenchModule } from "../lib/bench-module";
import { percentile, pool, setting } from "../lib/load";

export default {
  name: "lead-load",
  description: "Lead capture under load: stored, lost, duplicated, latency",
  async run({ log }) {
    const requests = setting("BENCH_LEAD_REQUESTS", 1000);
    const concurrency = setting("BENCH_LEAD_CONCURRENCY", 50);
    const doubleClicks = Math.min(setting("BENCH_LEAD_DOUBLE_CLICKS", 50), requests);
    // Four leads per visitor (five with a double click) stays under the limit of six.
    const visitors = Math.ceil(requests / 4);
    const address = (visitor: number) =>
      `127.1.${Math.floor(visitor / 250)}.${(visitor % 250) + 1}`;
    log(`${requests} leads from ${visitors} visitors, ${concurrency} at a time`);
    const site = await serveWithLeadStore();
    try {
      // A stamp is good for one request: each lead asks for its own, as each form does.
      const stamps = await pool(
        Array.from(
          { length: requests },
          (_, lead) => () => startStamp(site.baseURL, address(lead % visitors)),
        ),
        concurrency,
      );
      // The visitors read the page before they send: the minimum fill time passes.
      await new Promise((resolve) => setTimeout(resolve, 3100));
      // Warm-up, so the figures describe a running server rather than its first
      // requests: refused requests (a bad ZIP code) from spare addresses, which
      // store nothing.
      await pool(
        Array.from(
          { length: concurrency },
          (_, n) => () =>
            postLead(site.baseURL, validLead(-1 - n, { zip: "0" }), {
              localAddress: `127.2.0.${n + 1}`,
            }),
        ),
        concurrency,
      );

      const jobs: Array<{ lead: number; send: () => Promise<Reply> }> = [];
      for (let lead = 0; lead < requests; lead++) {
        const visitor = lead % visitors;
        const send = () =>
          postLead(site.baseURL, validLead(lead), {
            stamp: stamps[lead] ?? "",
            localAddress: address(visitor),
          });
        jobs.push({ lead, send });
        if (lead < doubleClicks) jobs.push({ lead, send });
      }
      const started = performance.now();
      const replies = await pool(
        jobs.map((job) => job.send),
        concurrency,
      );
      const seconds = (performance.now() - started) / 1000;

      const rows = site.leads().filter((row) => row.spam_reason === null);
      const suspected = site.leads().length - rows.length;
      const rowsByEmail = new Map<string, number>();
      for (const row of rows)
        rowsByEmail.set(String(row.email), (rowsByEmail.get(String(row.email)) ?? 0) + 1);
      const storedIds = new Set(rows.map((row) => String(row.id)));
      let stored = 0;
      let lost = 0;
      let duplicated = 0;
      for (let lead = 0; lead < requests; lead++) {
        const count = rowsByEmail.get(String(validLead(lead).email)) ?? 0;
        if (count === 0) lost++;
        else stored++;
        if (count > 1) duplicated += count - 1;
      }
      // A visitor told "received" whose lead is not in the store would be lost too.
      const acceptedNotStored = replies.filter(
        (reply) => reply.status === 201 && !storedIds.has(String(JSON.parse(reply.body).id)),
      ).length;
      const refused = replies.filter((reply) => reply.status !== 201);
      const latencies = replies.map((reply) => reply.ms).sort((a, b) => a - b);

      const figures = {
        "requests sent": jobs.length,
        "leads (distinct)": requests,
        "double clicks": doubleClicks,
        concurrency,
        stored,
        "kept as suspected spam": suspected,
        lost: lost + acceptedNotStored,
        duplicated,
        refused: refused.length,
        "p50 latency (ms)": Math.round(percentile(latencies, 50)),
        "p95 latency (ms)": Math.round(percentile(latencies, 95)),
        "p99 latency (ms)": Math.round(percentile(latencies, 99)),
        "max latency (ms)": Math.round(latencies.at(-1) ?? Number.NaN),
        "throughput (req/s)": Math.round(jobs.length / seconds),
      };
      const statuses = [...new Set(refused.map((r) => `${r.status} ${r.body.slice(0, 80)}`))];
      return {
        table: {
          title: "Lead capture under load",
          columns: ["Figure", "Value"],
          rows: Object.entries(figures),
          notes: statuses.length ? [`Refused: ${statuses.join("; ")}`] : [],
        },
        data: { ...figures, refusedStatuses: statuses },
        failures:
          stored !== requests || figures.lost > 0 || duplicated > 0
            ? [`${figures.lost} leads lost, ${duplicated} duplicated of ${requests}`]
            : [],
      };
    } finally {
      await site.stop();
    }
  },
} satisfies BenchModule;
