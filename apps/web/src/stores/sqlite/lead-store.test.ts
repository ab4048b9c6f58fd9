import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { OutboundStep } from "@hvac/office/lead-document";
import type { LeadRecord } from "@hvac/office/lead-record";
import { unknownOrigin } from "@hvac/office/results";
import { sampleLead } from "@hvac/test-fixtures/sample-lead";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { duplicateKey } from "@/leads/duplicate-key";
import { leadsCsv } from "@/leads/lead-csv";
import { type SqliteLeadStore, sqliteLeadStore } from "@/stores/sqlite/lead-store";
import { spamKeptPerKind } from "@/stores/store-limits";

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

const save = (record: LeadRecord, steps: readonly OutboundStep[] = []) =>
  store.save(record, { duplicateKey: duplicateKey(record), steps });

/** What only the local store does (what every store does: lead-store.contract.ts). */
describe("the local lead store", () => {
  it("keeps every field of a lead, and survives a restart", async () => {
    const record = lead();
    expect(await save(record)).toEqual({ id: record.id, duplicate: false });
    store.close();
    store = sqliteLeadStore(file);
    expect(store.list()).toEqual([
      { ...record, status: "new", contactedAt: null, steps: [], visit: null },
    ]);
  });

  it("keeps an English contact message with its urgency and preferred time as sent", async () => {
    const record = lead({
      locale: "en",
      variant: "contact",
      urgency: "thisWeek",
      preferredTime: "morning",
      zip: "78203",
    });
    await save(record);
    expect(await store.leadById(record.id)).toMatchObject({
      locale: "en",
      variant: "contact",
      urgency: "thisWeek",
      preferredTime: "morning",
    });
  });

  it("marks a request a customer once: contacted too, its review request due once, never for spam", async () => {
    const record = lead({ zip: "78204" });
    const spam = lead({ zip: "78205", spamReason: "honeypot" });
    await save(record);
    await save(spam);
    const at = "2026-11-20T16:00:00.000Z";
    expect(store.markCustomer(record.id, at)).toBe(true);
    expect(store.markCustomer(record.id, "2026-11-21T16:00:00.000Z")).toBe(true);
    expect(await store.leadById(record.id)).toMatchObject({
      status: "customer",
      contactedAt: at,
      steps: [{ step: "reviewRequest", status: "pending", dueAt: at }],
    });
    expect(store.markCustomer(spam.id, at)).toBe(true);
    expect(await store.leadById(spam.id)).toMatchObject({ status: "customer", steps: [] });
    expect(store.markCustomer("lead-no-such", at)).toBe(false);
  });

  it("keeps the other leads of a batch when one cannot be stored, and refuses that one", async () => {
    const first = lead({ zip: "78206" });
    const broken = { ...lead({ zip: "78207" }), firstName: undefined as unknown as string };
    const last = lead({ zip: "78208" });
    const saved = await Promise.allSettled([
      save(first),
      store.save(broken, { duplicateKey: "broken", steps: [] }),
      save(last),
    ]);
    expect(saved.map((one) => one.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(saved[1]).toMatchObject({ reason: expect.any(Error) });
    expect(store.list().map((one) => one.id)).toEqual([last.id, first.id]);
  });

  it("stays usable after a write that fails: the next goes through", async () => {
    // Steps for a request no longer there (removed meanwhile): nothing to attach them to.
    await store.armSteps("lead-gone", ["officeEmail"]).catch(() => undefined);
    const next = lead({ zip: "78209" });
    expect(await save(next, ["officeEmail"])).toEqual({ id: next.id, duplicate: false });
    expect(await store.leadById("lead-gone")).toBeUndefined();
  });

  it("with the quota of spam a person may send full, stores a request with no sign as it is, and one with a sign in place of the oldest", async () => {
    const db = new DatabaseSync(file);
    const day = new Date(Date.now() - 864e5).toISOString();
    // A flood of old spam, as the store keeps it.
    db.prepare(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
      INSERT INTO leads (id, received_at, duplicate_key, locale, page, variant, first_name,
        last_name, phone, email, address, city, state, zip, service, message, spam_reason)
      SELECT 'flood-' || i, ?, 'flood-' || i, 'en', 'home', 'request', '', '', '', '', '', '',
        '', '', '', '', 'tooFast' FROM n`).run(spamKeptPerKind, day);
    const spamCount = () =>
      Number(db.prepare("SELECT count(*) AS n FROM leads WHERE spam_reason IS NOT NULL").get()?.n);
    await save(lead({ zip: "78210" }));
    expect(spamCount()).toBe(spamKeptPerKind);
    const quick = lead({ zip: "78211", spamReason: "burst" });
    await save(quick);
    expect(spamCount()).toBe(spamKeptPerKind);
    expect(await store.leadById(quick.id)).toMatchObject({ spamReason: "burst" });
    expect(await store.leadById("flood-1")).toBeUndefined();
    // Counted for the office, from any moment of the day on.
    expect(await store.spamEvicted(Date.now() - 60_000)).toBe(1);
    db.close();
  });

  it("is closed for good once closed", async () => {
    store.close();
    expect(() => store.list()).toThrow();
    store = sqliteLeadStore(file);
  });

  it("exports CSV a spreadsheet opens safely", async () => {
    await save(lead());
    const [header, row] = leadsCsv(store.list()).split("\r\n");
    expect(header).toBe(
      '"id","receivedAt","status","firstName","lastName","phone","email","address","city","state","zip","service","message","locale","page","variant","urgency","preferredTime","contactedAt","spamReason","weakSign","origin.channel","origin.source","origin.landing","origin.referrer","origin.utmSource","origin.utmMedium","origin.utmCampaign","origin.clickId","origin.device","steps.page","steps.officeEmail","steps.visitorEmail","steps.crm","steps.reminder","steps.reminderText","steps.visitNotice","steps.officeNotice","steps.bookingAlert","steps.reviewRequest","visit.window","visit.service","visit.status","visit.waiting"',
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
        // Where it came from was not recorded then.
        origin: unknownOrigin("home"),
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
