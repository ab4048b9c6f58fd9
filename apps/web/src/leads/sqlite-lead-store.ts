import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync, type SQLOutputValue } from "node:sqlite";
import {
  type LeadStatus,
  leadKeptMonths,
  type MailStatus,
  monthsBefore,
  spamKeptDays,
  spamKind,
  spamReasons,
  weakSigns,
} from "@hvac/content/lead-document";
import { type LeadOrigin, unknownOrigin } from "@hvac/content/results";
import type { LeadRecord, LeadStore, StoredLead } from "@/leads/lead-store";
import {
  duplicateWindowMs,
  maxMailAttempts,
  spamKeptPerKind,
  staleClaimMs,
} from "@/leads/store-limits";

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
CREATE TABLE IF NOT EXISTS settings (name TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS spam_evicted (day TEXT PRIMARY KEY, count INTEGER NOT NULL);
`;

/** Columns added after the first release: a store made before gets them on opening. */
const addedColumns = [
  { name: "spam_reason", definition: "TEXT" },
  { name: "weak_sign", definition: "TEXT" },
  /** Where the visit began, as JSON (LeadOrigin); read with ->> by the results. */
  { name: "origin", definition: "TEXT" },
];

const dayMs = 24 * 60 * 60 * 1000;

type Row = Record<string, SQLOutputValue>;

const text = (value: SQLOutputValue | undefined) => (value == null ? null : String(value));

/** A lead stored before origins were recorded came from somewhere not known. */
function originOf(value: SQLOutputValue | undefined, page: string): LeadOrigin {
  try {
    return value == null ? unknownOrigin(page) : (JSON.parse(String(value)) as LeadOrigin);
  } catch {
    return unknownOrigin(page);
  }
}

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
    spamReason: spamReasons.find((reason) => reason === row.spam_reason) ?? null,
    weakSign: weakSigns.find((sign) => sign === row.weak_sign) ?? null,
    origin: originOf(row.origin, String(row.page)),
  };
}

export interface SqliteLeadStore extends LeadStore {
  /** The leads, newest first (the office's list: `npm run leads`), or the suspected spam. */
  list(which?: { spam: boolean }): StoredLead[];
  /** Moves a request kept as suspected spam back to the leads; false when there is none. */
  markNotSpam(id: string): boolean;
  close(): void;
}

export function sqliteLeadStore(file: string): SqliteLeadStore {
  mkdirSync(dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  db.exec("PRAGMA busy_timeout = 5000; PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL;");
  db.exec(schema);
  const columns = new Set(
    (db.prepare("PRAGMA table_info(leads)").all() as Row[]).map((column) => String(column.name)),
  );
  for (const { name, definition } of addedColumns) {
    if (!columns.has(name)) db.exec(`ALTER TABLE leads ADD COLUMN ${name} ${definition}`);
  }
  db.exec("CREATE INDEX IF NOT EXISTS leads_by_spam ON leads (spam_reason, received_at)");

  const findDuplicate = db.prepare(
    "SELECT id FROM leads WHERE duplicate_key = ? AND received_at >= ? ORDER BY received_at LIMIT 1",
  );
  const insert = db.prepare(`INSERT INTO leads (id, received_at, duplicate_key, locale, page,
    variant, first_name, last_name, phone, email, address, city, state, zip, service, message,
    mail_status, spam_reason, weak_sign, origin) VALUES (:id, :receivedAt, :duplicateKey, :locale,
    :page, :variant, :firstName, :lastName, :phone, :email, :address, :city, :state, :zip,
    :service, :message, :mailStatus, :spamReason, :weakSign, :origin)`);
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
  const leads = db.prepare(
    "SELECT * FROM leads WHERE spam_reason IS NULL ORDER BY received_at DESC, rowid DESC",
  );
  const spam = db.prepare(
    "SELECT * FROM leads WHERE spam_reason IS NOT NULL ORDER BY received_at DESC, rowid DESC",
  );
  const ofKind = "spam_reason IN (SELECT value FROM json_each(:kind))";
  const countKind = db.prepare(`SELECT count(*) AS n FROM leads WHERE ${ofKind}`);
  const evictOldest = db.prepare(`DELETE FROM leads WHERE id IN
    (SELECT id FROM leads WHERE ${ofKind} ORDER BY received_at, rowid LIMIT :n)`);
  const countEvicted = db.prepare(`INSERT INTO spam_evicted (day, count) VALUES (:day, :n)
    ON CONFLICT (day) DO UPDATE SET count = count + excluded.count`);
  const evictedSince = db.prepare(
    "SELECT coalesce(sum(count), 0) AS n FROM spam_evicted WHERE day >= ?",
  );
  const notSpam = db.prepare(
    "UPDATE leads SET spam_reason = NULL WHERE id = ? AND spam_reason IS NOT NULL",
  );
  const expire = db.prepare(`DELETE FROM leads WHERE
    (spam_reason IS NOT NULL AND received_at < :spamBefore)
    OR (status <> 'customer' AND received_at < :leadBefore)`);
  const readKey = db.prepare("SELECT value FROM settings WHERE name = 'stampKey'");
  const writeKey = db.prepare(
    "INSERT INTO settings (name, value) VALUES ('stampKey', ?) ON CONFLICT (name) DO NOTHING",
  );

  // Check and insert in one write transaction: another process writing the
  // same file waits, so a duplicate cannot slip in between.
  function transaction<T>(work: () => T): T {
    db.exec("BEGIN IMMEDIATE");
    try {
      const result = work();
      db.exec("COMMIT");
      return result;
    } catch (error) {
      // SQLite ends the transaction itself on some errors (a full disk): the cause is what to report.
      if (db.isTransaction) db.exec("ROLLBACK");
      throw error;
    }
  }

  type PendingSave = {
    lead: LeadRecord;
    duplicateKey: string;
    mail: boolean;
    resolve(saved: { id: string; duplicate: boolean }): void;
    reject(error: unknown): void;
  };
  let pending: PendingSave[] = [];

  /** Saves one lead inside the open transaction, unless the same request came within the window. */
  function saveOne({ lead, duplicateKey, mail }: PendingSave) {
    const since = new Date(Date.parse(lead.receivedAt) - duplicateWindowMs).toISOString();
    const earlier = findDuplicate.get(duplicateKey, since);
    if (earlier) return { id: String(earlier.id), duplicate: true };
    if (lead.spamReason) makeRoom(JSON.stringify(spamKind(lead.spamReason)), lead.receivedAt);
    insert.run({
      ...lead,
      duplicateKey,
      mailStatus: mail && !lead.spamReason ? "pending" : "off",
      spamReason: lead.spamReason,
      weakSign: lead.weakSign,
      origin: JSON.stringify(lead.origin),
    });
    return { id: lead.id, duplicate: false };
  }

  /** Deletes the oldest suspected spam of a kind so one more fits, and counts it. */
  function makeRoom(kind: string, receivedAt: string) {
    const n = Number(countKind.get({ kind })?.n ?? 0) - spamKeptPerKind + 1;
    if (n <= 0) return;
    const evicted = Number(evictOldest.run({ kind, n }).changes);
    countEvicted.run({ day: receivedAt.slice(0, 10), n: evicted });
  }

  function commitPending() {
    const batch = pending;
    pending = [];
    // A statement that fails undoes itself only: the other leads of the batch are kept.
    const attempt = (save: PendingSave) => {
      try {
        return { saved: saveOne(save) };
      } catch (error) {
        return { error };
      }
    };
    let outcomes: Array<ReturnType<typeof attempt>>;
    try {
      outcomes = transaction(() => batch.map(attempt));
    } catch (error) {
      for (const save of batch) save.reject(error);
      return;
    }
    batch.forEach((save, index) => {
      const outcome = outcomes[index];
      if (outcome?.saved) save.resolve(outcome.saved);
      else save.reject(outcome?.error);
    });
  }

  let key: string | undefined;
  return {
    kind: "sqlite",
    save(lead, options) {
      return new Promise((resolve, reject) => {
        pending.push({ lead, ...options, resolve, reject });
        // The saves that arrive while this turn of the event loop runs share
        // one transaction: one write to disk for many leads under load, and
        // still none is answered before its lead is on disk.
        if (pending.length === 1) setImmediate(commitPending);
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
    async signingKey() {
      // Made once; an instance opening the store at the same moment keeps the first one.
      if (!key) {
        writeKey.run(randomBytes(32).toString("base64url"));
        key = String(readKey.get()?.value);
      }
      return key;
    },
    async spamEvicted(since) {
      return Number(evictedSince.get(new Date(since).toISOString().slice(0, 10))?.n ?? 0);
    },
    async removeExpired(now = Date.now()) {
      const spamBefore = new Date(now - spamKeptDays * dayMs).toISOString();
      const leadBefore = monthsBefore(now, leadKeptMonths);
      return Number(expire.run({ spamBefore, leadBefore }).changes);
    },
    list: ({ spam: listSpam } = { spam: false }) =>
      ((listSpam ? spam : leads).all() as Row[]).map(fromRow),
    markNotSpam: (id) => notSpam.run(id).changes > 0,
    close: () => db.close(),
  };
}
