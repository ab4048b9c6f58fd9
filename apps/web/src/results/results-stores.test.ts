import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { CountRow } from "@hvac/content/results";
import { sampleLead, sampleOrigin } from "@hvac/test-fixtures/sample-lead";
import { afterAll, describe, expect, it } from "vitest";
import { sqliteLeadStore } from "@/leads/sqlite-lead-store";
import { sqliteResultsStore } from "@/results/sqlite-results-store";

const folder = mkdtempSync(join(tmpdir(), "hvac-results-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

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
  ...patch,
});

describe("the counts beside the local leads", () => {
  it("add up, survive a reopening and keep days apart", async () => {
    const file = join(folder, "sums.sqlite");
    const store = sqliteResultsStore(file);
    await store.addCounts([row(), row({ placement: "header", views: 0, visits: 0, calls: 2 })]);
    await store.addCounts([row({ views: 3, visits: 0 }), row({ day: "2026-11-21" })]);
    store.close?.();
    const again = sqliteResultsStore(file);
    expect(await again.counts("2026-11-20", "2026-11-20")).toEqual(
      expect.arrayContaining([
        row({ views: 4, visits: 1 }),
        row({ placement: "header", views: 0, visits: 0, calls: 2 }),
      ]),
    );
    expect(await again.counts("2026-11-20", "2026-11-21")).toHaveLength(3);
    expect(await again.firstDay()).toBe("2026-11-20");
    expect(await again.removeCountsBefore("2026-11-21")).toBe(2);
    expect(await again.counts("2026-11-01", "2026-11-30")).toHaveLength(1);
    again.close?.();
  });

  it("read each stored request's source, suspected spam left out", async () => {
    const file = join(folder, "requests.sqlite");
    const leads = sqliteLeadStore(file);
    const results = sqliteResultsStore(file);
    const receivedAt = "2026-11-20T15:00:00.000Z";
    await leads.save(sampleLead({ id: "real", receivedAt }), { duplicateKey: "a", steps: [] });
    await leads.save(sampleLead({ id: "robot", receivedAt, spamReason: "honeypot" }), {
      duplicateKey: "b",
      steps: [],
    });
    expect(await results.requests("2026-11-20T00:00:00Z", "2026-11-21T00:00:00Z")).toEqual([
      { page: "service:servicePage-acRepair", locale: "es", channel: "search", source: "Google" },
    ]);
    expect(await results.requests("2026-11-21T00:00:00Z", "2026-11-22T00:00:00Z")).toEqual([]);
    expect(await results.spamWaiting()).toBe(1);
    expect(leads.list()[0]?.origin).toEqual(sampleOrigin);
    leads.close();
    results.close?.();
  });

  it("give one week's email to one instance only, and take it back after a failed send", async () => {
    const file = join(folder, "digest.sqlite");
    const one = sqliteResultsStore(file);
    const two = sqliteResultsStore(file);
    expect(await one.claimDigest("2026-11-16")).toBe(true);
    expect(await two.claimDigest("2026-11-16")).toBe(false);
    expect(await one.claimDigest("2026-11-16")).toBe(false);
    await one.releaseDigest("2026-11-16");
    expect(await two.claimDigest("2026-11-16")).toBe(true);
    one.close?.();
    two.close?.();
  });
});
