import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { OutboundStep } from "@hvac/content/lead-document";
import { sampleLead } from "@hvac/test-fixtures/sample-lead";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { duplicateKey } from "@/leads/duplicate-key";
import { leadsCsv } from "@/leads/lead-csv";
import type { LeadRecord } from "@/stores/lead-store";
import { checkSentSince } from "@/stores/sent-since-contract";
import { type SqliteLeadStore, sqliteLeadStore } from "@/stores/sqlite/lead-store";
import { duplicateWindowMs, staleClaimMs } from "@/stores/store-limits";

let folder: string;
let file: string;
let store: SqliteLeadStore;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), "leads-store-"));
  file = join(folder, "nested", "leads.sqlite");
  store = sqliteLeadStore(file);
});
afterEach(() => {
  store.close();
  rmSync(folder, { recursive: true, force: true });
});

let counter = 0;
function lead(patch: Partial<LeadRecord> = {}): LeadRecord {
  counter += 1;
  return sampleLead({
    id: `lead-${counter}`,
    message: '=HYPERLINK("x")\nSegunda línea, con coma',
    ...patch,
  });
}
/** What the office does in its tools: mark a request as a customer. */
const markCustomer = (id: string) => {
  const db = new DatabaseSync(file);
  db.prepare("UPDATE leads SET status = 'customer' WHERE id = ?").run(id);
  db.close();
};

const save = (record: LeadRecord, steps: readonly OutboundStep[] = []) =>
  store.save(record, { duplicateKey: duplicateKey(record), steps });

describe("the local lead store", () => {
  it("keeps every field of a lead, and survives a restart", async () => {
    const record = lead();
    expect(await save(record)).toEqual({ id: record.id, duplicate: false });
    store.close();
    store = sqliteLeadStore(file);
    expect(store.list()).toEqual([{ ...record, status: "new", contactedAt: null, steps: [] }]);
  });

  it("stores a repeated request once within the window, and again after it", async () => {
    const first = lead();
    await save(first);
    const retry = { ...first, id: "retry", receivedAt: new Date(Date.now() + 1000).toISOString() };
    expect(await save(retry)).toEqual({ id: first.id, duplicate: true });
    const sameWords = { ...first, id: "spacing", phone: "210 555 0199", email: "ANA@example.com" };
    expect(await save(sameWords)).toEqual({ id: first.id, duplicate: true });
    const later = {
      ...first,
      id: "later",
      receivedAt: new Date(Date.now() + duplicateWindowMs + 1000).toISOString(),
    };
    expect(await save(later)).toEqual({ id: "later", duplicate: false });
    expect(await save(lead({ zip: "78201" }))).toMatchObject({ duplicate: false });
    expect(store.list()).toHaveLength(3);
  });

  it("hands each due step to one worker, pages first, and records what came of it", async () => {
    const record = lead({ urgency: "emergency" });
    await save(record, ["page", "officeEmail"]);
    const first = await store.claimStep();
    expect(first?.lead).toMatchObject({ id: record.id, urgency: "emergency" });
    expect(first?.step).toMatchObject({ step: "page", status: "sending", attempts: 1 });
    const second = await store.claimStep();
    expect(second?.step).toMatchObject({ step: "officeEmail", status: "sending" });
    expect(await store.claimStep()).toBeUndefined();

    const later = new Date(Date.now() + 60_000).toISOString();
    const pages = [{ to: "+12105550111", at: new Date().toISOString() }];
    await store.recordStep(record.id, "page", { status: "pending", dueAt: later, pages });
    await store.recordStep(record.id, "officeEmail", {
      status: "failed",
      dueAt: later,
      error: "refused",
    });
    expect(await store.claimStep()).toBeUndefined();
    expect(store.list()[0]?.steps).toEqual([
      {
        step: "page",
        status: "pending",
        attempts: 1,
        dueAt: later,
        error: null,
        doneAt: null,
        pages,
      },
      {
        step: "officeEmail",
        status: "failed",
        attempts: 1,
        dueAt: later,
        error: "refused",
        doneAt: null,
        pages: [],
      },
    ]);
    // Due again a minute later, taken again, and done.
    const again = await store.claimStep(Date.now() + 61_000);
    expect(again?.step).toMatchObject({ step: "page", attempts: 2, pages });
    await store.recordStep(record.id, "page", { status: "sent", error: null });
    expect(store.list()[0]?.steps[0]).toMatchObject({
      status: "sent",
      doneAt: expect.stringMatching(/^\d{4}-/),
    });
  });

  it("takes back a step a worker took and never finished", async () => {
    const record = lead();
    await save(record, ["crm"]);
    expect(await store.claimStep()).toBeDefined();
    expect(await store.claimStep(Date.now() + 60_000)).toBeUndefined();
    expect((await store.claimStep(Date.now() + staleClaimMs + 1000))?.step).toMatchObject({
      step: "crm",
      attempts: 2,
    });
  });

  it("marks a request contacted once, keeping the first time", async () => {
    const record = lead();
    await save(record, ["page"]);
    expect(await store.markContacted(record.id, "2026-11-26T08:05:00.000Z")).toBe("marked");
    expect(await store.markContacted(record.id, "2026-11-26T09:00:00.000Z")).toBe("already");
    expect(await store.markContacted("nobody")).toBe("unknown");
    expect(store.list()[0]).toMatchObject({
      status: "contacted",
      contactedAt: "2026-11-26T08:05:00.000Z",
    });
  });

  it("lends the work to one worker at a time, and to another when it lapses", async () => {
    const other = sqliteLeadStore(file);
    const now = Date.now();
    expect(await store.holdLease("a", 30_000, now)).toBe(true);
    expect(await other.holdLease("b", 30_000, now + 1000)).toBe(false);
    expect(await store.holdLease("a", 30_000, now + 2000)).toBe(true);
    expect(await other.holdLease("b", 30_000, now + 40_000)).toBe(true);
    expect(await store.holdLease("a", 30_000, now + 41_000)).toBe(false);
    other.close();
  });

  it("exports CSV a spreadsheet opens safely", async () => {
    await save(lead());
    const [header, row] = leadsCsv(store.list()).split("\r\n");
    expect(header).toBe(
      '"id","receivedAt","status","firstName","lastName","phone","email","address","city","state","zip","service","message","locale","page","variant","urgency","preferredTime","contactedAt","spamReason","weakSign","origin.channel","origin.source","origin.landing","origin.referrer","origin.utmSource","origin.utmMedium","origin.utmCampaign","origin.clickId","origin.device","steps.page","steps.officeEmail","steps.visitorEmail","steps.crm"',
    );
    expect(row).toContain(
      '"Ana","Nguyễn","(210) 555-0199","ana@example.com","17812 I-37","Elmendorf","TX","78112",',
    );
    // The formula is kept as text, the quotes doubled, the line break inside quotes.
    expect(leadsCsv(store.list())).toContain('"\'=HYPERLINK(""x"")\nSegunda línea, con coma"');
  });

  it("keeps suspected spam apart from the leads, never mails it, and moves one back", async () => {
    const real = lead();
    const spam = lead({ zip: "78201", spamReason: "tooFast" });
    await save(real, ["officeEmail"]);
    await save(spam, ["officeEmail", "page"]);
    expect(store.list().map((l) => l.id)).toEqual([real.id]);
    expect(store.list({ spam: true })).toMatchObject([
      { id: spam.id, spamReason: "tooFast", steps: [] },
    ]);
    expect((await store.claimStep())?.lead).toMatchObject({ id: real.id });
    expect(await store.claimStep()).toBeUndefined();

    expect(store.markNotSpam(spam.id)).toBe(true);
    expect(store.markNotSpam(spam.id)).toBe(false);
    expect(
      store
        .list()
        .map((l) => l.id)
        .sort(),
    ).toEqual([real.id, spam.id].sort());
    expect(store.list({ spam: true })).toEqual([]);
  });

  it("keeps the privacy policy's promises: spam gone after 30 days, a request that never became a customer after 12 months", async () => {
    const now = Date.parse("2026-07-01T12:00:00.000Z");
    const daysAgo = (days: number) => new Date(now - days * 24 * 60 * 60 * 1000).toISOString();
    await save(lead({ receivedAt: daysAgo(31), spamReason: "honeypot" }));
    await save(lead({ receivedAt: daysAgo(29), zip: "78201", spamReason: "burst" }));
    await save(lead({ id: "recent", receivedAt: daysAgo(200), zip: "78202" }));
    await save(lead({ id: "year-old", receivedAt: "2025-06-30T12:00:00.000Z", zip: "78203" }));
    await save(lead({ id: "customer", receivedAt: daysAgo(900), zip: "78204" }));
    await save(lead({ id: "just-kept", receivedAt: "2025-07-01T12:00:00.000Z", zip: "78205" }));
    markCustomer("customer");

    expect(await store.removeExpired(now)).toBe(2);
    expect(store.list({ spam: true }).map((l) => l.spamReason)).toEqual(["burst"]);
    expect(
      store
        .list()
        .map((l) => l.id)
        .sort(),
    ).toEqual(["customer", "just-kept", "recent"]);
  });

  it("keeps one signing key for the form stamps, across restarts", async () => {
    const key = await store.signingKey();
    expect(key).toMatch(/^[\w-]{43}$/);
    store.close();
    store = sqliteLeadStore(file);
    expect(await store.signingKey()).toBe(key);
  });

  it("opens a store written before suspected spam was kept apart, its leads intact", async () => {
    const old = join(folder, "old.sqlite");
    const db = new DatabaseSync(old);
    db.exec(`CREATE TABLE leads (id TEXT PRIMARY KEY, received_at TEXT NOT NULL,
      duplicate_key TEXT NOT NULL, locale TEXT NOT NULL, page TEXT NOT NULL, variant TEXT NOT NULL,
      first_name TEXT NOT NULL, last_name TEXT NOT NULL, phone TEXT NOT NULL, email TEXT NOT NULL,
      address TEXT NOT NULL, city TEXT NOT NULL, state TEXT NOT NULL, zip TEXT NOT NULL,
      service TEXT NOT NULL, message TEXT NOT NULL, status TEXT NOT NULL DEFAULT 'new',
      mail_status TEXT NOT NULL, mail_attempts INTEGER NOT NULL DEFAULT 0, mail_error TEXT,
      mail_claimed_at TEXT, mailed_at TEXT)`);
    db.exec(`INSERT INTO leads VALUES ('before', '2026-01-01T00:00:00.000Z', 'k', 'en', 'home',
      'request', 'Ana', 'García', '(210) 555-0199', 'ana@example.com', '1 Elm St', 'Elmendorf',
      'TX', '78112', 'AC Repair', '', 'contacted', 'sent', 1, NULL, NULL, NULL)`);
    db.close();
    const reopened = sqliteLeadStore(old);
    expect(reopened.list()).toMatchObject([
      {
        id: "before",
        status: "contacted",
        spamReason: null,
        // Its office email, sent, is a step now.
        steps: [{ step: "officeEmail", status: "sent", attempts: 1 }],
      },
    ]);
    // New leads are stored in it, with their steps.
    const next = lead();
    await reopened.save(next, { duplicateKey: duplicateKey(next), steps: ["officeEmail"] });
    expect(reopened.list().map((l) => [l.id, l.steps.length])).toEqual([
      [next.id, 1],
      ["before", 1],
    ]);
    reopened.close();
    // Opened again, nothing is moved twice.
    const again = sqliteLeadStore(old);
    expect(again.list().find((l) => l.id === "before")?.steps).toHaveLength(1);
    again.close();
  });
});

describe("the hourly limits' counts", () => {
  it("counts the texts and confirmations sent in a span, and lends the summary's lease", async () => {
    await checkSentSince(store);
  });
});
