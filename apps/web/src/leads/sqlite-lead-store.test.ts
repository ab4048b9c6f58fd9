import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sampleLead } from "@hvac/test-fixtures/sample-lead";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { duplicateKey } from "@/leads/duplicate-key";
import { leadsCsv } from "@/leads/lead-csv";
import { duplicateWindowMs, type LeadRecord, maxMailAttempts } from "@/leads/lead-store";
import { type SqliteLeadStore, sqliteLeadStore } from "@/leads/sqlite-lead-store";

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
      "id,receivedAt,status,firstName,lastName,phone,email,address,city,state,zip,service,message,locale,page,variant,mailStatus,mailAttempts,mailError,mailedAt",
    );
    expect(row).toContain(
      ",Ana,Nguyễn,(210) 555-0199,ana@example.com,17812 I-37,Elmendorf,TX,78112,",
    );
    // The formula is kept as text, the quotes doubled, the line break inside quotes.
    expect(leadsCsv(store.list())).toContain('"\'=HYPERLINK(""x"")\nSegunda línea, con coma"');
  });
});
