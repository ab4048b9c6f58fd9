import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { sampleLead } from "@hvac/test-fixtures/sample-lead";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { duplicateKey } from "@/leads/duplicate-key";
import { leadsCsv } from "@/leads/lead-csv";
import type { LeadRecord } from "@/leads/lead-store";
import { type SqliteLeadStore, sqliteLeadStore } from "@/leads/sqlite-lead-store";
import { duplicateWindowMs, maxMailAttempts } from "@/leads/store-limits";

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

const save = (record: LeadRecord, mail = false) =>
  store.save(record, { duplicateKey: duplicateKey(record), mail });

describe("the local lead store", () => {
  it("keeps every field of a lead, and survives a restart", async () => {
    const record = lead();
    expect(await save(record)).toEqual({ id: record.id, duplicate: false });
    store.close();
    store = sqliteLeadStore(file);
    expect(store.list()).toEqual([
      {
        ...record,
        status: "new",
        mailStatus: "off",
        mailAttempts: 0,
        mailError: null,
        mailedAt: null,
      },
    ]);
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

  it("hands each due mail to one sender, records failures, retries them, then gives up", async () => {
    const record = lead();
    await save(record, true);
    const [claimed] = await store.claimMail(5);
    expect(claimed).toMatchObject({ id: record.id, mailStatus: "sending", mailAttempts: 1 });
    expect(await store.claimMail(5)).toEqual([]);
    await store.recordMail(record.id, { sent: false, error: "connection refused" });
    expect(store.list()[0]).toMatchObject({
      mailStatus: "failed",
      mailError: "connection refused",
    });
    for (let attempt = 2; attempt <= maxMailAttempts; attempt++) {
      expect(await store.claimMail(5)).toMatchObject([{ mailAttempts: attempt }]);
      await store.recordMail(record.id, { sent: false, error: "still down" });
    }
    expect(await store.claimMail(5)).toEqual([]);
    expect(store.list()[0]).toMatchObject({ mailStatus: "failed", mailAttempts: maxMailAttempts });
  });

  it("marks a sent mail", async () => {
    const record = lead();
    await save(record, true);
    await store.claimMail(1);
    await store.recordMail(record.id, { sent: true });
    expect(store.list()[0]).toMatchObject({ mailStatus: "sent", mailError: null });
    expect(store.list()[0]?.mailedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it("exports CSV a spreadsheet opens safely", async () => {
    await save(lead());
    const [header, row] = leadsCsv(store.list()).split("\r\n");
    expect(header).toBe(
      '"id","receivedAt","status","firstName","lastName","phone","email","address","city","state","zip","service","message","locale","page","variant","mailStatus","mailAttempts","mailError","mailedAt","spamReason","weakSign","origin.channel","origin.source","origin.landing","origin.referrer","origin.utmSource","origin.utmMedium","origin.utmCampaign","origin.clickId","origin.device"',
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
    await save(real, true);
    await save(spam, true);
    expect(store.list().map((l) => l.id)).toEqual([real.id]);
    expect(store.list({ spam: true })).toMatchObject([
      { id: spam.id, spamReason: "tooFast", mailStatus: "off" },
    ]);
    expect(await store.claimMail(5)).toMatchObject([{ id: real.id }]);

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
      { id: "before", status: "contacted", spamReason: null },
    ]);
    reopened.close();
  });
});
