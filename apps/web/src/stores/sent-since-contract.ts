import { sampleLead } from "@hvac/test-fixtures/sample-lead";
import { expect } from "vitest";
import { duplicateKey } from "@/leads/duplicate-key";
import type { LeadStore } from "@/stores/lead-store";

/**
 * What every lead store must count for the hourly limits (sentSince) and
 * the named leases the paging summary takes: run by each store's tests.
 */
export async function checkSentSince(store: LeadStore) {
  const now = Date.now();
  const since = new Date(now - 60_000).toISOString();
  const saved = await Promise.all(
    ["Ana.Limits@Example.com", "other.limits@example.com"].map((email, n) => {
      const lead = sampleLead({
        id: `limits-${n}-${now}`,
        email,
        zip: `7820${n}`,
        receivedAt: new Date(now).toISOString(),
      });
      return store.save(lead, {
        duplicateKey: duplicateKey(lead),
        steps: ["page", "visitorEmail"],
      });
    }),
  );
  const [first, second] = saved.map((result) => result.id);
  if (!first || !second) throw new Error("Both leads are stored");
  const at = (ms: number) => new Date(now + ms).toISOString();
  await store.recordStep(first, "page", {
    status: "pending",
    dueAt: at(300_000),
    pages: [
      { to: "+12105550111", at: at(1000) },
      { to: "+12105550112", at: at(2000), error: "refused" },
    ],
  });
  await store.recordStep(second, "page", {
    status: "sent",
    dueAt: at(300_000),
    pages: [{ to: "+12105550111", at: at(3000) }],
  });
  await store.recordStep(first, "visitorEmail", { status: "sent", error: null });
  await store.recordStep(second, "visitorEmail", { status: "held", error: "Held: too many" });

  // A text refused by the provider and a held confirmation sent nothing.
  expect(await store.sentSince(since, "ana.limits@example.com")).toEqual({
    pages: 2,
    confirmations: 1,
    confirmationsTo: 1,
  });
  expect(await store.sentSince(since, "other.limits@example.com")).toMatchObject({
    confirmationsTo: 0,
  });
  expect(await store.sentSince(at(2500), "ana.limits@example.com")).toMatchObject({ pages: 1 });
  expect(await store.sentSince(at(3_600_000), "ana.limits@example.com")).toEqual({
    pages: 0,
    confirmations: 0,
    confirmationsTo: 0,
  });

  // The summary's lease is one of its own, beside the worker's.
  expect(await store.holdLease("first", 60_000, now, "pagingSummary")).toBe(true);
  expect(await store.holdLease("second", 60_000, now, "pagingSummary")).toBe(false);
  expect(await store.holdLease("second", 60_000, now + 61_000, "pagingSummary")).toBe(true);
}
