import type { CountRow, VisitOrigin } from "@hvac/office/results";
import { sampleOrigin } from "@hvac/test-fixtures/sample-lead";
import { describe, expect, it } from "vitest";
import type { Beacon } from "@/results/beacon";
import { countBuffer } from "@/results/count-buffer";
import type { ResultsStore } from "@/stores/results-store";

const { channel: _c, source: _s, ...origin } = sampleOrigin;

function storeThat(add: (rows: readonly CountRow[]) => Promise<void>) {
  const written: CountRow[][] = [];
  const store = {
    addCounts: async (rows: readonly CountRow[]) => {
      await add(rows);
      written.push([...rows]);
    },
  } as unknown as ResultsStore;
  return { store, written };
}

const view = (began: boolean): Beacon => ({
  kind: "view",
  began,
  page: "contact",
  locale: "es",
  origin,
});
const call: Beacon = { kind: "call", placement: "sticky", page: "contact", locale: "es", origin };
const now = Date.parse("2026-11-20T18:00:00Z");

describe("counts on their way to the store", () => {
  it("are added up in memory and written as one row per day, page, language, placement and source", async () => {
    const { store, written } = storeThat(async () => {});
    const buffer = countBuffer(() => store, { flushAfterMs: 60_000 });
    buffer.add(view(true), now);
    buffer.add(view(false), now);
    buffer.add(call, now);
    buffer.add(call, now);
    await buffer.flush();
    expect(written).toEqual([
      [
        {
          day: "2026-11-20",
          page: "contact",
          locale: "es",
          placement: null,
          channel: "search",
          source: "Google",
          views: 2,
          visits: 1,
          calls: 0,
          windows: 0,
        },
        {
          day: "2026-11-20",
          page: "contact",
          locale: "es",
          placement: "sticky",
          channel: "search",
          source: "Google",
          views: 0,
          visits: 0,
          calls: 2,
          windows: 0,
        },
      ],
    ]);
    await buffer.flush();
    expect(written).toHaveLength(1);
  });

  it("write on their own a moment after the first count", async () => {
    const { store, written } = storeThat(async () => {});
    const buffer = countBuffer(() => store, { flushAfterMs: 20 });
    buffer.add(call, now);
    await expect.poll(() => written.length).toBe(1);
  });

  it("hold at most so many distinct rows between two writes: a flood of made-up sources stops there", async () => {
    const { store, written } = storeThat(async () => {});
    const buffer = countBuffer(() => store, { flushAfterMs: 60_000, maxRows: 3 });
    for (let n = 0; n < 10; n++) {
      buffer.add({ ...view(true), origin: { ...origin, referrer: `spam${n}.example` } }, now);
    }
    buffer.add({ ...view(true), origin: { ...origin, referrer: "spam1.example" } }, now);
    await buffer.flush();
    expect(written[0]?.map((row) => [row.source, row.views])).toEqual([
      ["spam0.example", 1],
      ["spam1.example", 2],
      ["spam2.example", 1],
    ]);
  });

  it("hold a day's distinct campaign words and referring sites to a cap: new ones past it count as their channel's Other", async () => {
    const { store, written } = storeThat(async () => {});
    const buffer = countBuffer(() => store, { flushAfterMs: 60_000, maxSources: 2 });
    const from = (patch: Partial<VisitOrigin>, at = now) =>
      buffer.add({ ...call, origin: { ...origin, referrer: null, ...patch } }, at);
    from({ utmCampaign: "spring" });
    from({ referrer: "hoa.org" });
    for (let n = 0; n < 1000; n++) from({ utmCampaign: `made-up ${n}` });
    from({ referrer: "spam.example" });
    // Those counted today go on counting, and the site's own names are never capped.
    from({ utmCampaign: "spring" });
    from({ referrer: "www.google.com" });
    from({ clickId: "gclid" });
    await buffer.flush();
    // Kept across writes, for the day.
    from({ utmCampaign: "made-up 1" });
    // A new day starts with none.
    from({ utmCampaign: "made-up 2" }, now + 86_400_000);
    await buffer.flush();
    expect(
      written.map((rows) => rows.map((row) => [row.day, row.channel, row.source, row.calls])),
    ).toEqual([
      [
        ["2026-11-20", "campaign", "spring", 2],
        ["2026-11-20", "referral", "hoa.org", 1],
        ["2026-11-20", "campaign", "Other", 1000],
        ["2026-11-20", "referral", "Other", 1],
        ["2026-11-20", "search", "Google", 1],
        ["2026-11-20", "paid", "Google Ads", 1],
      ],
      [
        ["2026-11-20", "campaign", "Other", 1],
        ["2026-11-21", "campaign", "made-up 2", 1],
      ],
    ]);
  });

  it("are lost when the store cannot be written, and the next write goes on", async () => {
    let fail = true;
    const { store, written } = storeThat(async () => {
      if (fail) throw new Error("disk full");
    });
    const buffer = countBuffer(() => store, { flushAfterMs: 60_000 });
    buffer.add(call, now);
    await buffer.flush();
    fail = false;
    buffer.add(view(true), now);
    await buffer.flush();
    expect(written).toEqual([[expect.objectContaining({ views: 1, calls: 0 })]]);
  });
});
