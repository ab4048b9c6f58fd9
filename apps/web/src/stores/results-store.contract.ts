import type { CountRow } from "@hvac/office/results";
import { sampleLead } from "@hvac/test-fixtures/sample-lead";
import { beforeEach, describe, expect, it } from "vitest";
import type { LeadStore } from "@/stores/lead-store";
import type { ResultsStore } from "@/stores/results-store";

/**
 * What every results store promises (results-store.ts), checked through the
 * contract alone against each backend (stores.test.ts): stores fresh
 * for each test, beside a lead store on the same data, and a second instance
 * (another server of a fleet), closed by the harness. `maxSources` is 3 here (maxSourcesPerDay in
 * the site).
 */
export interface ResultsStoreBackend {
  name: string;
  open(): Promise<{
    results(): ResultsStore;
    leads: LeadStore;
  }>;
}

const row = (patch: Partial<CountRow> = {}): CountRow => ({
  day: "2026-11-20",
  page: "contact",
  locale: "es",
  placement: null,
  channel: "search",
  source: "Google",
  views: 1,
  visits: 1,
  calls: 0,
  windows: 0,
  ...patch,
});

/** A day of made-up sources after two real ones, `n` of them, one call tap each. */
const flood = (n: number, day = "2026-11-20") => [
  row({ day, channel: "campaign", source: "mailer / spring", calls: 1, views: 0, visits: 0 }),
  row({ day, channel: "referral", source: "hoa.org" }),
  ...Array.from({ length: n }, (_, i) =>
    row({ day, channel: "campaign", source: `made-up ${i}`, calls: 1, views: 0, visits: 0 }),
  ),
];
/** The day's distinct (channel, source) pairs and what each counted. */
const bySource = (rows: CountRow[]) => {
  const sums = new Map<string, number>();
  for (const r of rows) {
    const key = `${r.channel}: ${r.source}`;
    sums.set(key, (sums.get(key) ?? 0) + r.views + r.calls);
  }
  return Object.fromEntries(sums);
};

/**
 * What both stores do with a flood of made-up sources: a day keeps at most
 * `maxSources` of them (3 here, maxSourcesPerDay in the site), the rest
 * counted as their channel's Other, for every instance sharing the store.
 */
function capsSources(open: () => ResultsStore) {
  it("hold a day's distinct stranger-written sources to the cap; new ones past it count as Other", async () => {
    const one = open();
    await one.addCounts(flood(1000));
    // Those counted that day go on counting; the site's own names are never capped.
    await one.addCounts([
      row({ channel: "campaign", source: "mailer / spring", calls: 1, views: 0, visits: 0 }),
      row({ channel: "referral", source: "spam.example" }),
      row({ channel: "search", source: "Bing" }),
      row({ channel: "paid", source: "Meta Ads" }),
      row({ channel: "campaign", source: "Other", views: 2, visits: 2 }),
    ]);
    // Another instance sharing the store is held to the same day.
    const two = open();
    await two.addCounts([
      row({ channel: "campaign", source: "made-up 0", calls: 1, views: 0, visits: 0 }),
      row({ channel: "campaign", source: "made-up 2000", calls: 1, views: 0, visits: 0 }),
      row({ channel: "referral", source: "hoa.org" }),
    ]);
    // Another day starts with none.
    await two.addCounts(flood(2, "2026-11-21"));
    expect(bySource(await one.counts("2026-11-20", "2026-11-20"))).toEqual({
      "campaign: mailer / spring": 2,
      "referral: hoa.org": 2,
      "campaign: made-up 0": 2,
      "campaign: Other": 999 + 1 + 2,
      "referral: Other": 1,
      "search: Bing": 1,
      "paid: Meta Ads": 1,
    });
    expect(Object.keys(bySource(await two.counts("2026-11-21", "2026-11-21"))).sort()).toEqual([
      "campaign: Other",
      "campaign: made-up 0",
      "campaign: mailer / spring",
      "referral: hoa.org",
    ]);
  });
}

export function resultsStoreContract(backend: ResultsStoreBackend) {
  describe(`a results store: ${backend.name}`, () => {
    let opened: Awaited<ReturnType<ResultsStoreBackend["open"]>>;
    beforeEach(async () => {
      opened = await backend.open();
    });

    it("adds up, keeps days apart, reads the same from another instance, and deletes old days", async () => {
      const store = opened.results();
      await store.addCounts([row(), row({ placement: "header", views: 0, visits: 0, calls: 2 })]);
      await store.addCounts([
        row({ views: 3, visits: 0 }),
        row({ day: "2026-11-21" }),
        // The booking's open times, shown twice.
        row({ views: 0, visits: 0, windows: 2 }),
      ]);
      const again = opened.results();
      expect(await again.counts("2026-11-20", "2026-11-20")).toEqual(
        expect.arrayContaining([
          row({ views: 4, visits: 1, windows: 2 }),
          row({ placement: "header", views: 0, visits: 0, calls: 2 }),
        ]),
      );
      expect(await again.counts("2026-11-20", "2026-11-21")).toHaveLength(3);
      expect(await again.firstDay()).toBe("2026-11-20");
      expect(await again.removeCountsBefore("2026-11-21")).toBeGreaterThan(0);
      expect(await again.counts("2026-11-01", "2026-11-30")).toEqual([row({ day: "2026-11-21" })]);
    });

    it("reads each stored request's source, suspected spam left out", async () => {
      const results = opened.results();
      const receivedAt = "2026-11-20T15:00:00.000Z";
      await opened.leads.save(sampleLead({ id: "real", receivedAt }), {
        duplicateKey: "a",
        steps: [],
      });
      await opened.leads.save(sampleLead({ id: "robot", receivedAt, spamReason: "honeypot" }), {
        duplicateKey: "b",
        steps: [],
      });
      await opened.leads.save(
        sampleLead({ id: "booked", receivedAt, page: "booking", zip: "78113" }),
        {
          duplicateKey: "c",
          steps: [],
          visit: {
            window: "2026-11-23T08:00-12:00",
            service: "service:servicePage-acRepair",
            visits: 1,
          },
        },
      );
      const found = await results.requests("2026-11-20T00:00:00Z", "2026-11-21T00:00:00Z");
      expect(found.sort((a, b) => a.page.localeCompare(b.page))).toEqual([
        { page: "booking", locale: "es", channel: "search", source: "Google", booking: "booked" },
        {
          page: "service:servicePage-acRepair",
          locale: "es",
          channel: "search",
          source: "Google",
          booking: null,
        },
      ]);
      expect(await results.requests("2026-11-21T00:00:00Z", "2026-11-22T00:00:00Z")).toEqual([]);
      expect(await results.spamWaiting()).toBe(1);
    });

    it("gives one week's email to one instance only, and takes it back after a failed send", async () => {
      const one = opened.results();
      const two = opened.results();
      expect(await one.claimDigest("2026-11-16")).toBe(true);
      expect(await two.claimDigest("2026-11-16")).toBe(false);
      expect(await one.claimDigest("2026-11-16")).toBe(false);
      await one.releaseDigest("2026-11-16");
      expect(await two.claimDigest("2026-11-16")).toBe(true);
    });

    capsSources(() => opened.results());
  });
}
