import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync, type SQLOutputValue } from "node:sqlite";
import type { LeadStatus, MailStatus } from "@hvac/content/lead-document";
import {
  duplicateWindowMs,
  type LeadRecord,
  type LeadStore,
  maxMailAttempts,
  type StoredLead,
  staleClaimMs,
} from "@/leads/lead-store";

/**
 * The local store: one SQLite file (Node's built-in node:sqlite, no server
 * to run). WAL with synchronous=FULL: a lead is on disk when `save` returns.
 */
const schema = `
CREATE TABLE IF NOT EXISTS leads (
  id TEXT PRIMARY KEY,
  received_at TEXT NOT NULL,
  duplicate_key TEXT NOT NULL,
  locale TEXT NOT NULL,
  page TEXT NOT NULL,
  variant TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  phone TEXT NOT NULL,
  email TEXT NOT NULL,
  address TEXT NOT NULL,
  city TEXT NOT NULL,
  state TEXT NOT NULL,
  zip TEXT NOT NULL,
  service TEXT NOT NULL,
  message TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'new',
  mail_status TEXT NOT NULL,
  mail_attempts INTEGER NOT NULL DEFAULT 0,
  mail_error TEXT,
  mail_claimed_at TEXT,
  mailed_at TEXT
);
CREATE INDEX IF NOT EXISTS leads_by_duplicate_key ON leads (duplicate_key, received_at);
CREATE INDEX IF NOT EXISTS leads_by_mail_status ON leads (mail_status, received_at);
`;

type Row = Record<string, SQLOutputValue>;

const text = (value: SQLOutputValue | undefined) => (value == null ? null : String(value));

function fromRow(row: Row): StoredLead {
  return {
    id: String(row.id),
    receivedAt: String(row.received_at),
    locale: row.locale === "es" ? "es" : "en",
    page: String(row.page),
    variant: row.variant === "contact" ? "contact" : "request",
    firstName: String(row.first_name),
    lastName: String(row.last_name),
    phone: String(row.phone),
    email: String(row.email),
    address: String(row.address),
    city: String(row.city),
    state: String(row.state),
    zip: String(row.zip),
    service: String(row.service),
    message: String(row.message),
    status: String(row.status) as LeadStatus,
    mailStatus: String(row.mail_status) as MailStatus,
    mailAttempts: Number(row.mail_attempts),
    mailError: text(row.mail_error),
    mailedAt: text(row.mailed_at),
  };
}

export interface SqliteLeadStore extends LeadStore {
  /** Every stored lead, newest first (the office's list: `npm run leads`). */
  list(): StoredLead[];
  close(): void;
}

export function sqliteLeadStore(file: string): SqliteLeadStore {
  mkdirSync(dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  db.exec("PRAGMA busy_timeout = 5000; PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL;");
  db.exec(schema);

  const findDuplicate = db.prepare(
    "SELECT id FROM leads WHERE duplicate_key = ? AND received_at >= ? ORDER BY received_at LIMIT 1",
  );
  const insert = db.prepare(`INSERT INTO leads (id, received_at, duplicate_key, locale, page,
    variant, first_name, last_name, phone, email, address, city, state, zip, service, message,
    mail_status) VALUES (:id, :receivedAt, :duplicateKey, :locale, :page, :variant, :firstName,
    :lastName, :phone, :email, :address, :city, :state, :zip, :service, :message, :mailStatus)`);
  const claim = db.prepare(`UPDATE leads
    SET mail_status = 'sending', mail_attempts = mail_attempts + 1, mail_claimed_at = :now
    WHERE id IN (
      SELECT id FROM leads
      WHERE (mail_status IN ('pending', 'failed') OR (mail_status = 'sending' AND mail_claimed_at < :stale))
        AND mail_attempts < :maxAttempts
      ORDER BY received_at LIMIT :limit)
    RETURNING *`);
  const record = db.prepare(`UPDATE leads
    SET mail_status = :status, mail_error = :error, mailed_at = :mailedAt WHERE id = :id`);
  const all = db.prepare("SELECT * FROM leads ORDER BY received_at DESC, rowid DESC");

  // Check and insert in one write transaction: another process writing the
  // same file waits, so a duplicate cannot slip in between.
  function transaction<T>(work: () => T): T {
    db.exec("BEGIN IMMEDIATE");
    try {
      const result = work();
      db.exec("COMMIT");
      return result;
    } catch (error) {
      db.exec("ROLLBACK");
      throw error;
    }
  }

  return {
    kind: "sqlite",
    async save(lead: LeadRecord, { duplicateKey, mail }) {
      return transaction(() => {
        const since = new Date(Date.parse(lead.receivedAt) - duplicateWindowMs).toISOString();
        const earlier = findDuplicate.get(duplicateKey, since);
        if (earlier) return { id: String(earlier.id), duplicate: true };
        insert.run({ ...lead, duplicateKey, mailStatus: mail ? "pending" : "off" });
        return { id: lead.id, duplicate: false };
      });
    },
    async claimMail(limit) {
      const now = Date.now();
      return (
        claim.all({
          now: new Date(now).toISOString(),
          stale: new Date(now - staleClaimMs).toISOString(),
          maxAttempts: maxMailAttempts,
          limit,
        }) as Row[]
      ).map(fromRow);
    },
    async recordMail(id, outcome) {
      record.run({
        id,
        status: outcome.sent ? "sent" : "failed",
        error: outcome.sent ? null : outcome.error.slice(0, 500),
        mailedAt: outcome.sent ? new Date().toISOString() : null,
      });
    },
    list: () => (all.all() as Row[]).map(fromRow),
    close: () => db.close(),
  };
}
