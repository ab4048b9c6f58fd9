/**
 * Speed to lead under load: 200 emergency requests, 50 at a time, to the
 * production build with its own empty store, Twilio's API and an SMTP server
 * stood in on loopback. Reports the request's answer time (beside the lead
 * benchmark's, the same requests without a page), the time from each request
 * to its text message at the stand-in, and how many texts were lost or sent
 * twice. A lost or duplicated text fails the run.
 *
 *   BENCH_PAGING_REQUESTS=200 BENCH_PAGING_CONCURRENCY=50 npm run bench -- paging
 */
import {
  postLead,
  type Reply,
  serveWithLeadStore,
  startStamp,
  validLead,
} from "@hvac/test-fixtures/harness/lead-requests";
import { officeMailServer, officeMailSettings } from "@hvac/test-fixtures/harness/office-mail";
import { smsStandIn, standInSmsSettings } from "@hvac/test-fixtures/harness/sms-standin";
import type { BenchModule } from "../lib/bench-module";
import { percentile, pool, setting } from "../lib/load";

export default {
  name: "paging",
  description: "Emergency requests under load: answered, paged, lost, duplicated, time to the text",
  async run({ log }) {
    const requests = setting("BENCH_PAGING_REQUESTS", 200);
    const concurrency = setting("BENCH_PAGING_CONCURRENCY", 50);
    log(`${requests} emergency requests, ${concurrency} at a time`);
    const sms = smsStandIn();
    const office = officeMailServer();
    const [twilio, smtpPort] = await Promise.all([sms.start(), office.listen()]);
    const site = await serveWithLeadStore({
      ...officeMailSettings(smtpPort),
      ...standInSmsSettings(twilio),
      ONCALL_PHONES: "(210) 555-0111, (210) 555-0112",
      // Throughput, not the hourly limits: every request pages and is confirmed.
      PAGES_PER_HOUR: "1000",
      CONFIRMATIONS_PER_HOUR: "1000",
    });
    try {
      // One visitor each, with the form's stamp, past the minimum fill time.
      const address = (n: number) => `127.6.${Math.floor(n / 250)}.${(n % 250) + 1}`;
      const stamps = await pool(
        Array.from({ length: requests }, (_, n) => () => startStamp(site.baseURL, address(n))),
        concurrency,
      );
      await new Promise((resolve) => setTimeout(resolve, 3100));
      // Warm-up, as lead-load's, so the figures describe a running server: refused
      // requests (a bad ZIP code) from spare addresses, which store and send nothing.
      await pool(
        Array.from(
          { length: concurrency },
          (_, n) => () =>
            postLead(site.baseURL, validLead(-1 - n, { zip: "0" }), {
              localAddress: `127.7.0.${n + 1}`,
            }),
        ),
        concurrency,
      );
      const sentAt: number[] = [];
      const lead = (n: number) =>
        validLead(1000 + n, {
          urgency: "emergency",
          page: "emergency",
          phone: `(210) 555-${String(1000 + n)}`,
        });
      const started = performance.now();
      const replies: Reply[] = await pool(
        Array.from({ length: requests }, (_, n) => () => {
          sentAt[n] = Date.now();
          return postLead(site.baseURL, lead(n), {
            stamp: stamps[n] ?? "",
            localAddress: address(n),
          });
        }),
        concurrency,
      );
      const seconds = (performance.now() - started) / 1000;
      // Every text names the visitor's phone: +1210555XXXX.
      const textOf = (n: number) =>
        sms.messages.filter((m) => m.body.includes(`+1210555${1000 + n}`));
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline && sms.messages.length < requests) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const texts = Array.from({ length: requests }, (_, n) => textOf(n));
      const lost = texts.filter((list) => list.length === 0).length;
      const duplicated = texts.reduce((sum, list) => sum + Math.max(0, list.length - 1), 0);
      const toText = texts
        .flatMap((list, n) => (list[0] ? [list[0].at - (sentAt[n] ?? 0)] : []))
        .sort((a, b) => a - b);
      const latencies = replies.map((reply) => reply.ms).sort((a, b) => a - b);
      const stored = site.leads().filter((row) => row.spam_reason === null).length;
      const kept = site
        .leads()
        .flatMap((row) => (row.spam_reason ? [String(row.spam_reason)] : []));
      const figures = {
        "emergency requests": requests,
        concurrency,
        "answered 201": replies.filter((reply) => reply.status === 201).length,
        stored,
        "texts lost": lost,
        "texts sent twice": duplicated,
        "answer p50 (ms)": Math.round(percentile(latencies, 50)),
        "answer p95 (ms)": Math.round(percentile(latencies, 95)),
        "request to text p50 (ms)": Math.round(percentile(toText, 50)),
        "request to text p95 (ms)": Math.round(percentile(toText, 95)),
        "request to text max (ms)": Math.round(toText.at(-1) ?? Number.NaN),
        "throughput (req/s)": Math.round(requests / seconds),
      };
      return {
        table: {
          title: "Emergency requests under load: answered, paged",
          columns: ["Figure", "Value"],
          rows: Object.entries(figures),
          notes: [
            "Targets: 0 lost, 0 sent twice, the text at the stand-in p95 under 2 s, the answer's p95 as lead-load's.",
          ],
        },
        data: figures,
        failures: [
          ...(stored !== requests
            ? [
                `${requests - stored} requests not stored as leads (kept as suspected spam: ${kept.join(", ")})`,
              ]
            : []),
          ...(lost > 0 || duplicated > 0 ? [`${lost} texts lost, ${duplicated} sent twice`] : []),
          ...(figures["request to text p95 (ms)"] >= 2000
            ? [`request to text p95 ${figures["request to text p95 (ms)"]} ms (target under 2 s)`]
            : []),
        ],
      };
    } finally {
      await site.stop();
      await Promise.all([sms.stop(), office.close()]);
    }
  },
} satisfies BenchModule;
