import { describe, expect, it } from "vitest";
import { confirmationWait, pageWait } from "@/outbound/hourly-limits";
import type { HourlyLimits } from "@/server/settings";
import type { SentCounts } from "@/stores/lead-store";
import { storeStandIn } from "../../tests/support/outbound-stores";

const limits: HourlyLimits = {
  pages: 30,
  pagesPerSource: 1,
  confirmations: 30,
  confirmationsPerAddress: 3,
  confirmationsPerSource: 2,
};
const sent = (counts: Partial<SentCounts>) => ({
  sentSince: async () => ({
    pages: 0,
    pagedFromSource: 0,
    confirmations: 0,
    confirmationsTo: 0,
    confirmationsFromSource: 0,
    ...counts,
  }),
});
const lead = { email: "ana@example.com", source: "source-a" };
const now = Date.parse("2026-11-30T12:00:00Z");

describe("a visitor's confirmation within the hour's limits", () => {
  it("goes out up to the last one a recipient, a source and the hour allow, and waits at each limit", async () => {
    const wait = (counts: Partial<SentCounts>) => confirmationWait(sent(counts), lead, limits, now);
    expect(await wait({ confirmationsTo: 2, confirmationsFromSource: 1, confirmations: 29 })).toBe(
      undefined,
    );
    expect(await wait({ confirmationsTo: 3 })).toMatch(/to this email address/);
    expect(await wait({ confirmationsFromSource: 2 })).toMatch(/this visitor's internet address/);
    expect(await wait({ confirmationsFromSource: 1, confirmations: 30 })).toMatch(
      /in all|the most the website sends/,
    );
  });

  it("from a source that has had none this hour, goes out whatever others spent, up to four times the budget", async () => {
    const wait = (confirmations: number) =>
      confirmationWait(sent({ confirmations }), lead, limits, now);
    expect(await wait(30)).toBeUndefined();
    expect(await wait(119)).toBeUndefined();
    expect(await wait(120)).toMatch(/the most the website sends/);
    // A source not known has no share of its own to be owed.
    expect(
      await confirmationWait(sent({ confirmations: 30 }), { ...lead, source: null }, limits, now),
    ).toMatch(/the most the website sends/);
  });
});

describe("an on-call text within the hour's limits", () => {
  it("pages a source's first request while the hour's texts last, holds its second, escalates what paged", async () => {
    const wait = (counts: Partial<SentCounts>, first = true) =>
      pageWait(sent(counts), lead, limits, first, now);
    expect(await wait({ pages: 29 })).toBeUndefined();
    expect(await wait({ pages: 30 })).toMatch(/30 texts went out/);
    expect(await wait({ pagedFromSource: 1 })).toMatch(/already paged for 1 request/);
    // An escalation of the request that paged is no second request of its source.
    expect(await wait({ pagedFromSource: 1 }, false)).toBeUndefined();
  });
});

describe("the last hour, as the limits count it", () => {
  it("counts what went out within the hour, not before", async () => {
    const { stores, held } = storeStandIn();
    const ago = (minutes: number) => new Date(now - minutes * 60_000).toISOString();
    held.sent.push(
      { at: ago(61), pages: 30, confirmationsTo: 3 },
      { at: ago(59), pages: 29, confirmationsTo: 2 },
    );
    expect(await pageWait(stores.leads, lead, limits, true, now)).toBeUndefined();
    expect(await confirmationWait(stores.leads, lead, limits, now)).toBeUndefined();
    held.sent.push({ at: ago(1), pages: 1, confirmationsTo: 1 });
    expect(await pageWait(stores.leads, lead, limits, true, now)).toBe(
      "30 texts went out in the last hour, the most the website sends.",
    );
    expect(await confirmationWait(stores.leads, lead, limits, now)).toBe(
      "3 confirmations went to this email address in the last hour, the most one address gets in an hour.",
    );
  });

  it("says how many requests of the source paged, in words that fit the number", async () => {
    const wait = (pagedFromSource: number) =>
      pageWait(sent({ pagedFromSource }), lead, { ...limits, pagesPerSource: 1 }, true, now);
    expect(await wait(1)).toBe(
      "this visitor's internet address already paged for 1 request in the last hour, the most one address pages for.",
    );
    expect(await wait(2)).toBe(
      "this visitor's internet address already paged for 2 requests in the last hour, the most one address pages for.",
    );
  });
});
