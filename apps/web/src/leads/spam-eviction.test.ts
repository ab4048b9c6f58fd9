import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SpamReason } from "@hvac/office/lead-document";
import { sampleLead } from "@hvac/test-fixtures/sample-lead";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type SqliteLeadStore, sqliteLeadStore } from "@/stores/sqlite/lead-store";
import { spamKeptPerKind } from "@/stores/store-limits";

let folder: string;
let store: SqliteLeadStore;
const day = Date.now() - 864e5;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), "spam-eviction-"));
  store = sqliteLeadStore(join(folder, "leads.sqlite"));
});
afterEach(() => {
  store.close();
  rmSync(folder, { recursive: true, force: true });
});

const save = (n: number, spamReason: SpamReason | null, at = day + n) =>
  store.save(sampleLead({ id: `lead-${n}`, receivedAt: new Date(at).toISOString(), spamReason }), {
    duplicateKey: `key-${n}`,
    steps: [],
  });

describe("suspected spam beyond the quota of its kind", () => {
  // Ten thousand saves: a few seconds alone, longer beside the other workspaces' tests.
  beforeEach(async () => {
    await Promise.all(Array.from({ length: spamKeptPerKind }, (_, n) => save(n, "honeypot")));
  }, 30_000);

  it("replaces the oldest of its kind, and is counted for the office", async () => {
    await save(spamKeptPerKind, "forgedStamp", Date.now());
    const spam = store.list({ spam: true });
    expect(spam).toHaveLength(spamKeptPerKind);
    expect(spam.some((lead) => lead.id === "lead-0")).toBe(false);
    expect(spam[0]).toMatchObject({ id: `lead-${spamKeptPerKind}` });
    expect(await store.spamEvicted(day)).toBe(1);
  });

  it("never takes the place of a request a person may have sent, nor of a lead", async () => {
    await save(-1, null);
    await save(-2, "tooFast");
    await save(-3, "burst");
    for (let n = 1; n <= 3; n++) await save(spamKeptPerKind + n, "honeypot", Date.now());
    expect(store.list().map((lead) => lead.id)).toEqual(["lead--1"]);
    const quick = store.list({ spam: true }).filter((lead) => lead.spamReason !== "honeypot");
    expect(quick.map((lead) => lead.id).sort()).toEqual(["lead--2", "lead--3"]);
    expect(await store.spamEvicted(day)).toBe(3);
  });
});
