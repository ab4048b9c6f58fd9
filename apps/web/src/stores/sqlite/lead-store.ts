import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync, type SQLOutputValue } from "node:sqlite";
import { nationalDigits } from "@hvac/content/phone";
import type { OutboundStep } from "@hvac/office/lead-document";
import {
  type LeadStatus,
  leadKeptMonths,
  monthsBefore,
  preferredTimes,
  spamKeptDays,
  spamKind,
  spamReasons,
  spamSteps,
  urgencies,
  weakSigns,
} from "@hvac/office/lead-document";
import {
  inStepOrder,
  type LeadRecord,
  type StepState,
  type StoredLead,
} from "@hvac/office/lead-record";
import { canonicalEmail } from "@hvac/office/recipient";
import { type LeadOrigin, unknownOrigin } from "@hvac/office/results";
import {
  holdsPlace,
  placeHolding,
  type Visit,
  type VisitChanger,
  type VisitRequest,
  visitStatuses,
  waitReasons,
} from "@hvac/office/visit";
import type { LeadStore, Saved } from "@/stores/lead-store";
import type { StoreKeys } from "@/stores/store-keys";
import { duplicateWindowMs, spamKeptPerKind, staleClaimMs } from "@/stores/store-limits";
import type { TextOptOuts } from "@/stores/text-opt-outs";
import type { VisitBook } from "@/stores/visit-book";

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
  status TEXT NOT NULL DEFAULT 'new'
);
CREATE INDEX IF NOT EXISTS leads_by_duplicate_key ON leads (duplicate_key, received_at);
CREATE TABLE IF NOT EXISTS settings (name TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS spam_evicted (day TEXT PRIMARY KEY, count INTEGER NOT NULL);
-- What happens after a lead is stored (apps/web/src/outbound): one row per step.
CREATE TABLE IF NOT EXISTS steps (
  lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  step TEXT NOT NULL,
  status TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  due_at TEXT NOT NULL,
  claimed_at TEXT,
  error TEXT,
  done_at TEXT,
  pages TEXT NOT NULL DEFAULT '[]',
  PRIMARY KEY (lead_id, step)
);
CREATE INDEX IF NOT EXISTS steps_by_due ON steps (status, due_at);
CREATE TABLE IF NOT EXISTS leases (name TEXT PRIMARY KEY, holder TEXT NOT NULL, until TEXT NOT NULL);
-- A visit booked online (issue 38): a place in its window while booked or moved (placeHolding).
CREATE TABLE IF NOT EXISTS visits (
  lead_id TEXT PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
  window_key TEXT NOT NULL,
  service TEXT NOT NULL,
  status TEXT NOT NULL,
  texts INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS visits_by_window ON visits (window_key, status);
-- Phones that replied STOP to the site's texts (their 10 digits).
CREATE TABLE IF NOT EXISTS texts_stopped (phone TEXT PRIMARY KEY, at TEXT NOT NULL);
-- Each booking's use of each quota it was held to (PlaceQuota: a source's places, the site's hour).
CREATE TABLE IF NOT EXISTS quota_uses (key TEXT NOT NULL, at TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS quota_uses_by_key ON quota_uses (key, at);
`;

/** Columns added after the first release: a store made before gets them on opening. */
const addedColumns = [
  { name: "spam_reason", definition: "TEXT" },
  { name: "weak_sign", definition: "TEXT" },
  /** Where the visit began, as JSON (LeadOrigin); read with ->> by the results. */
  { name: "origin", definition: "TEXT" },
  { name: "urgency", definition: "TEXT" },
  { name: "preferred_time", definition: "TEXT" },
  { name: "contacted_at", definition: "TEXT" },
  /** The keyed digest of the internet address it came from (LeadRecord.source). */
  { name: "source", definition: "TEXT" },
  /** The email as one mailbox (canonicalEmail): the confirmations' limits count by it. */
  { name: "email_key", definition: "TEXT" },
];

/** Columns added to the visits and steps after their first release. */
const addedVisitColumns = [
  { name: "texts", definition: "INTEGER NOT NULL DEFAULT 0" },
  { name: "waiting", definition: "TEXT" },
  { name: "sequence", definition: "INTEGER NOT NULL DEFAULT 0" },
  { name: "was", definition: "TEXT" },
  { name: "changed_by", definition: "TEXT" },
];
const addedStepColumns = [{ name: "round", definition: "INTEGER NOT NULL DEFAULT 0" }];

const dayMs = 24 * 60 * 60 * 1000;

type Row = Record<string, SQLOutputValue>;

const text = (value: SQLOutputValue | undefined) => (value == null ? null : String(value));

/** A lead stored before origins were recorded came from somewhere not known. */
const originOf = (value: SQLOutputValue | undefined, page: string): LeadOrigin =>
  value == null ? unknownOrigin(page) : (JSON.parse(String(value)) as LeadOrigin);

/** The visit's columns as one JSON object, as `visitOf` reads it. */
const visitJson = `json_object('window', visits.window_key, 'service', visits.service,
  'status', visits.status, 'texts', visits.texts, 'waiting', visits.waiting,
  'sequence', visits.sequence, 'was', visits.was, 'changedBy', visits.changed_by)`;

function visitOf(value: SQLOutputValue | undefined): Visit | null {
  if (value == null) return null;
  const row = JSON.parse(String(value)) as Record<string, unknown>;
  const status = visitStatuses.find((known) => known === row.status);
  if (!status) return null;
  const waiting = waitReasons.find((reason) => reason === row.waiting);
  const changedBy = (["visitor", "office"] as const).find((by) => by === row.changedBy);
  return {
    window: String(row.window),
    service: String(row.service),
    status,
    ...(row.texts ? { texts: true as const } : {}),
    // Kept only while wanted: placed and changed visits are written without it.
    ...(waiting ? { waiting } : {}),
    ...(Number(row.sequence) > 0 ? { sequence: Number(row.sequence) } : {}),
    ...(typeof row.was === "string" ? { was: row.was } : {}),
    ...(changedBy ? { changedBy } : {}),
  };
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
    urgency: urgencies.find((urgency) => urgency === row.urgency) ?? null,
    preferredTime: preferredTimes.find((time) => time === row.preferred_time) ?? null,
    status: String(row.status) as LeadStatus,
    contactedAt: text(row.contacted_at),
    steps: inStepOrder(JSON.parse(String(row.steps ?? "[]")) as StepState[]),
    spamReason: spamReasons.find((reason) => reason === row.spam_reason) ?? null,
    weakSign: weakSigns.find((sign) => sign === row.weak_sign) ?? null,
    origin: originOf(row.origin, String(row.page)),
    source: text(row.source),
    visit: visitOf(row.visit),
  };
}

/** The local store: one file keeping the requests, the visit book, the text opt-outs and the keys. */
export interface SqliteLeadStore extends LeadStore, VisitBook, TextOptOuts, StoreKeys {
  /** The leads, newest first (the office's list: `npm run leads`), or the suspected spam. */
  list(which?: { spam: boolean }): StoredLead[];
  /** Moves a request kept as suspected spam back to the leads; false when there is none. */
  markNotSpam(id: string): boolean;
  /**
   * Marks a request a customer (contacted too, the first time kept), and
   * makes its one review request due (never for suspected spam, never twice);
   * false when there is no such request.
   */
  markCustomer(id: string, at?: string): boolean;
  close(): void;
}

export function sqliteLeadStore(file: string): SqliteLeadStore {
  mkdirSync(dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  db.exec(
    "PRAGMA busy_timeout = 5000; PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;",
  );
  db.exec(schema);
  const columns = new Set(
    (db.prepare("PRAGMA table_info(leads)").all() as Row[]).map((column) => String(column.name)),
  );
  for (const { name, definition } of addedColumns) {
    if (!columns.has(name)) db.exec(`ALTER TABLE leads ADD COLUMN ${name} ${definition}`);
  }
  // A store made before: the columns added to visits and steps since.
  for (const [table, added] of [
    ["visits", addedVisitColumns],
    ["steps", addedStepColumns],
  ] as const) {
    const have = new Set(
      (db.prepare(`PRAGMA table_info(${table})`).all() as Row[]).map((column) => column.name),
    );
    for (const { name, definition } of added) {
      if (!have.has(name)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${name} ${definition}`);
    }
  }
  db.exec("CREATE INDEX IF NOT EXISTS leads_by_spam ON leads (spam_reason, received_at)");
  // A store made before the outbound steps: its office emails become steps, once.
  const legacyMail = columns.has("mail_status");
  if (legacyMail) {
    db.exec(`INSERT OR IGNORE INTO steps (lead_id, step, status, attempts, due_at, error, done_at)
      SELECT id, 'officeEmail', CASE mail_status WHEN 'sending' THEN 'failed' ELSE mail_status END,
        mail_attempts, received_at, mail_error, mailed_at
      FROM leads WHERE mail_status NOT IN ('off', 'migrated')`);
    db.exec("UPDATE leads SET mail_status = 'migrated' WHERE mail_status <> 'off'");
  }

  /** A lead with its steps, as one row (the steps as a JSON array). */
  const withSteps = `SELECT leads.*, (SELECT json_group_array(json_object('step', step,
      'status', status, 'attempts', attempts, 'dueAt', due_at, 'error', error,
      'doneAt', done_at, 'pages', json(pages), 'round', round)) FROM steps
      WHERE lead_id = leads.id) AS steps,
    (SELECT ${visitJson} FROM visits WHERE lead_id = leads.id) AS visit
    FROM leads`;

  const findDuplicate = db.prepare(
    "SELECT id FROM leads WHERE duplicate_key = ? AND received_at >= ? ORDER BY received_at LIMIT 1",
  );
  const insert = db.prepare(`INSERT INTO leads (id, received_at, duplicate_key, locale, page,
    variant, first_name, last_name, phone, email, address, city, state, zip, service, message,
    spam_reason, weak_sign, origin, urgency, preferred_time, source, email_key
    ${legacyMail ? ", mail_status" : ""})
    VALUES (:id, :receivedAt, :duplicateKey, :locale, :page, :variant, :firstName, :lastName,
    :phone, :email, :address, :city, :state, :zip, :service, :message, :spamReason, :weakSign,
    :origin, :urgency, :preferredTime, :source, :emailKey${legacyMail ? ", 'off'" : ""})`);
  // Due (again) at :dueAt, as a new round: what a worker records of an earlier one is dropped.
  const armStep = db.prepare(`INSERT INTO steps (lead_id, step, status, due_at)
    VALUES (:id, :step, 'pending', :dueAt) ON CONFLICT (lead_id, step) DO UPDATE
    SET status = 'pending', attempts = 0, due_at = excluded.due_at, claimed_at = NULL,
      error = NULL, done_at = NULL, pages = '[]', round = round + 1`);
  const arm = (id: string, steps: readonly OutboundStep[], dueAt: string) => {
    for (const step of steps) armStep.run({ id, step, dueAt });
  };
  const quotaUsed = db.prepare("SELECT count(*) AS n FROM quota_uses WHERE key = ? AND at > ?");
  const useQuota = db.prepare("INSERT INTO quota_uses (key, at) VALUES (?, ?)");
  const expireQuotaUses = db.prepare("DELETE FROM quota_uses WHERE at < ?");
  const holding = `status IN (${placeHolding.map((status) => `'${status}'`).join(", ")})`;
  const bookedIn = db.prepare(
    `SELECT count(*) AS n FROM visits WHERE window_key = ? AND ${holding}`,
  );
  const visitOfLead = db.prepare(`SELECT ${visitJson} AS visit FROM visits WHERE lead_id = ?`);
  const placeVisitRow = db.prepare(`INSERT INTO visits (lead_id, window_key, service, status,
    texts, waiting, sequence, was, changed_by)
    VALUES (:id, :window, :service, :status, :texts, :waiting, :sequence, :was, :changedBy)
    ON CONFLICT (lead_id) DO UPDATE
    SET window_key = excluded.window_key, service = excluded.service, status = excluded.status,
      texts = excluded.texts, waiting = excluded.waiting, sequence = excluded.sequence,
      was = excluded.was, changed_by = excluded.changed_by`);
  const placeVisit = (id: string, visit: Visit) =>
    placeVisitRow.run({
      id,
      window: visit.window,
      service: visit.service,
      status: visit.status,
      texts: visit.texts ? 1 : 0,
      waiting: visit.waiting ?? null,
      sequence: visit.sequence ?? 0,
      was: visit.was ?? null,
      changedBy: visit.changedBy ?? null,
    });
  const visitsFrom = db.prepare(`${withSteps} JOIN visits ON visits.lead_id = leads.id
    WHERE leads.spam_reason IS NULL AND visits.window_key >= ? AND visits.${holding}
    ORDER BY visits.window_key, leads.received_at`);
  const stopTexts = db.prepare(
    "INSERT INTO texts_stopped (phone, at) VALUES (?, ?) ON CONFLICT (phone) DO NOTHING",
  );
  const startTexts = db.prepare("DELETE FROM texts_stopped WHERE phone = ?");
  const textedPhones = db.prepare(`SELECT leads.phone FROM steps JOIN leads
    ON leads.id = steps.lead_id WHERE steps.step = 'reminderText' AND steps.status = 'sent'
    AND steps.done_at >= ?`);
  const stoppedTexts = db.prepare("SELECT 1 AS stopped FROM texts_stopped WHERE phone = ?");
  const spamReasonOf = db.prepare("SELECT spam_reason FROM leads WHERE id = ?");
  const bookedByWindow = db.prepare(`SELECT window_key, count(*) AS n FROM visits
    WHERE ${holding} AND window_key IN (SELECT value FROM json_each(?)) GROUP BY window_key`);
  const claim = db.prepare(`UPDATE steps
    SET status = 'sending', attempts = attempts + 1, claimed_at = :now
    WHERE rowid = (
      SELECT steps.rowid FROM steps
      WHERE (status IN ('pending', 'failed') AND due_at <= :now)
        OR (status = 'sending' AND claimed_at < :stale)
      ORDER BY step <> 'page', due_at LIMIT 1)
    RETURNING lead_id, step`);
  const record = db.prepare(`UPDATE steps SET status = :status, due_at = coalesce(:dueAt, due_at),
    error = :error, pages = coalesce(:pages, pages),
    done_at = CASE WHEN :status IN ('sent', 'gaveUp', 'held', 'skipped') THEN :now ELSE done_at END
    WHERE lead_id = :leadId AND step = :step AND (:round IS NULL OR round = :round)`);
  const one = db.prepare(`${withSteps} WHERE id = ?`);
  const leads = db.prepare(
    `${withSteps} WHERE spam_reason IS NULL ORDER BY received_at DESC, leads.rowid DESC`,
  );
  const spam = db.prepare(
    `${withSteps} WHERE spam_reason IS NOT NULL ORDER BY received_at DESC, leads.rowid DESC`,
  );
  const between = db.prepare(
    `${withSteps} WHERE spam_reason IS NULL AND received_at >= ? AND received_at < ? ORDER BY received_at`,
  );
  const contacted = db.prepare(`UPDATE leads SET contacted_at = coalesce(contacted_at, :at),
    status = CASE status WHEN 'new' THEN 'contacted' ELSE status END WHERE id = :id
    RETURNING contacted_at = :at AS marked`);
  const lease = db.prepare(`INSERT INTO leases (name, holder, until) VALUES (:name, :holder, :until)
    ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, until = excluded.until
    WHERE leases.holder = excluded.holder OR leases.until < :now`);
  // A page step's due time is never before its last text: only recent steps are read.
  const texted = `steps.step = 'page' AND steps.due_at >= :since AND EXISTS (SELECT 1 FROM
    json_each(steps.pages) AS page WHERE page.value ->> 'at' >= :since
    AND page.value ->> 'error' IS NULL)`;
  const confirmed = `steps.step = 'visitorEmail' AND steps.status = 'sent'
    AND steps.done_at >= :since`;
  const sent = db.prepare(`SELECT
    (SELECT count(*) FROM steps, json_each(steps.pages) AS page WHERE steps.step = 'page'
      AND steps.due_at >= :since AND page.value ->> 'at' >= :since
      AND page.value ->> 'error' IS NULL) AS pages,
    (SELECT count(*) FROM steps JOIN leads ON leads.id = steps.lead_id
      WHERE ${texted} AND leads.source = :source) AS pagedFromSource,
    (SELECT count(*) FROM steps WHERE ${confirmed}) AS confirmations,
    (SELECT count(*) FROM steps JOIN leads ON leads.id = steps.lead_id
      WHERE ${confirmed} AND coalesce(leads.email_key, lower(leads.email)) = :emailKey)
      AS confirmationsTo,
    (SELECT count(*) FROM steps JOIN leads ON leads.id = steps.lead_id
      WHERE ${confirmed} AND leads.source = :source) AS confirmationsFromSource`);
  const ofKind = "spam_reason IN (SELECT value FROM json_each(:kind))";
  const countKind = db.prepare(`SELECT count(*) AS n FROM leads WHERE ${ofKind}`);
  const evictOldest = db.prepare(`DELETE FROM leads WHERE id IN
    (SELECT id FROM leads WHERE ${ofKind} ORDER BY received_at, rowid LIMIT :n)`);
  const countEvicted = db.prepare(`INSERT INTO spam_evicted (day, count) VALUES (:day, :n)
    ON CONFLICT (day) DO UPDATE SET count = count + excluded.count`);
  const evictedSince = db.prepare(
    "SELECT coalesce(sum(count), 0) AS n FROM spam_evicted WHERE day >= ?",
  );
  const customer = db.prepare(`UPDATE leads SET status = 'customer',
    contacted_at = coalesce(contacted_at, :at) WHERE id = :id RETURNING spam_reason`);
  const askReview = db.prepare(
    "INSERT OR IGNORE INTO steps (lead_id, step, status, due_at) VALUES (?, 'reviewRequest', 'pending', ?)",
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
    steps: readonly OutboundStep[];
    visit?: VisitRequest;
    resolve(saved: Saved): void;
    reject(error: unknown): void;
  };
  let pending: PendingSave[] = [];

  /** Saves one lead inside the open transaction, unless the same request came within the window. */
  function saveOne({ lead, duplicateKey, steps, visit }: PendingSave): Saved {
    const since = new Date(Date.parse(lead.receivedAt) - duplicateWindowMs).toISOString();
    const earlier = findDuplicate.get(duplicateKey, since);
    if (earlier) {
      const id = String(earlier.id);
      const kept = visitOf(visitOfLead.get(id)?.visit);
      const suspected = spamReasonOf.get(id)?.spam_reason != null || lead.spamReason !== null;
      // A request that holds a place takes no second; one kept without a place asks again.
      if (!visit || !kept || holdsPlace(kept) || suspected) {
        return { id, duplicate: true, ...(kept ? { visit: kept } : {}) };
      }
      const placed = place(id, visit, lead.receivedAt, kept);
      // Booked after all: its confirmation, the office's notice and the CRM go out again.
      if (holdsPlace(placed)) arm(id, visit.steps ?? [], lead.receivedAt);
      return { id, duplicate: true, visit: placed };
    }
    if (lead.spamReason) makeRoom(JSON.stringify(spamKind(lead.spamReason)), lead.receivedAt);
    insert.run({
      ...lead,
      duplicateKey,
      spamReason: lead.spamReason,
      weakSign: lead.weakSign,
      origin: JSON.stringify(lead.origin),
      source: lead.source,
      emailKey: canonicalEmail(lead.email),
    });
    // Suspected spam reaches no one but the office's alert: no visitor's email, no page, no webhook.
    arm(lead.id, lead.spamReason ? spamSteps(steps) : steps, lead.receivedAt);
    if (!visit) return { id: lead.id, duplicate: false };
    // A request kept as suspected spam holds no place a person could have had.
    const asked = lead.spamReason ? { ...visit, visits: 0, waiting: "suspected" as const } : visit;
    return { id: lead.id, duplicate: false, visit: place(lead.id, asked, lead.receivedAt) };
  }

  /**
   * A lead's visit, booked while its window has room and every quota it is
   * held to has a use left (counted inside the write), else wanted, with why.
   * `kept` is the visit it wanted before, when it asks again.
   */
  function place(id: string, asked: VisitRequest, at: string, kept?: Visit): Visit {
    const { window, service, visits, texts } = asked;
    const spent = (asked.quotas ?? []).find(
      (quota) =>
        Number(
          quotaUsed.get(quota.key, new Date(Date.parse(at) - quota.withinMs).toISOString())?.n ?? 0,
        ) >= quota.most,
    );
    const waiting =
      visits <= 0
        ? (asked.waiting ?? "closed")
        : Number(bookedIn.get(window)?.n ?? 0) >= visits
          ? "taken"
          : spent?.reason;
    if (!waiting) for (const quota of asked.quotas ?? []) useQuota.run(quota.key, at);
    const visit: Visit = {
      window,
      service,
      status: waiting ? "wanted" : "booked",
      ...(texts ? { texts } : {}),
      ...(waiting ? { waiting } : {}),
      ...(kept?.sequence ? { sequence: kept.sequence } : {}),
      ...(kept && kept.window !== window ? { was: kept.window } : {}),
    };
    placeVisit(id, visit);
    return visit;
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
    async bookedVisits(keys) {
      const rows = bookedByWindow.all(JSON.stringify(keys)) as Row[];
      const booked = new Map(rows.map((row) => [String(row.window_key), Number(row.n)]));
      return new Map(keys.map((key) => [key, booked.get(key) ?? 0]));
    },
    async visitsFrom(day) {
      return (visitsFrom.all(day) as Row[]).map(fromRow);
    },
    async setTextsStopped(phone, stopped) {
      if (stopped) stopTexts.run(nationalDigits(phone), new Date().toISOString());
      else startTexts.run(nationalDigits(phone));
    },
    async remindersTextedTo(phone, since) {
      const digits = nationalDigits(phone);
      return (textedPhones.all(since) as Row[]).filter(
        (row) => nationalDigits(String(row.phone)) === digits,
      ).length;
    },
    async textsStopped(phone) {
      return stoppedTexts.get(nationalDigits(phone)) !== undefined;
    },
    async leadById(id) {
      const row = one.get(id) as Row | undefined;
      return row && fromRow(row);
    },
    async changeVisit(id, change, told) {
      return transaction(() => {
        const visit = visitOf(visitOfLead.get(id)?.visit);
        if (!visit) return { outcome: "unknown" as const };
        if (visit.status === "cancelled") return { outcome: "unchanged" as const, visit };
        const changed = (next: Visit, by?: VisitChanger): Visit => ({
          ...next,
          sequence: (visit.sequence ?? 0) + 1,
          was: visit.window,
          ...(by ? { changedBy: by } : {}),
        });
        const tell = (next: Visit) => {
          placeVisit(id, next);
          if (told) arm(id, told.steps, new Date().toISOString());
          return next;
        };
        if ("cancel" in change) {
          const { waiting: _, ...rest } = visit;
          return {
            outcome: "cancelled" as const,
            visit: tell(changed({ ...rest, status: "cancelled" }, told?.by)),
          };
        }
        const { window, service, visits } = change.move;
        // A visit keeps its own place when it stays in its window.
        const staying = holdsPlace(visit) && visit.window === window;
        if (!staying && Number(bookedIn.get(window)?.n ?? 0) >= visits) {
          return { outcome: "full" as const, visit };
        }
        const { waiting: _, ...rest } = visit;
        const moved = changed({ ...rest, window, service, status: "moved" }, told?.by);
        return { outcome: "moved" as const, visit: tell(moved) };
      });
    },
    async claimStep(now = Date.now()) {
      const claimed = claim.get({
        now: new Date(now).toISOString(),
        stale: new Date(now - staleClaimMs).toISOString(),
      });
      if (!claimed) return undefined;
      const row = one.get(String(claimed.lead_id)) as Row | undefined;
      const lead = row && fromRow(row);
      const step = lead?.steps.find((s) => s.step === claimed.step);
      return lead && step ? { lead, step } : undefined;
    },
    async armSteps(id, steps, now = Date.now()) {
      transaction(() => arm(id, steps, new Date(now).toISOString()));
    },
    async recordStep(leadId, step, update, round) {
      record.run({
        leadId,
        step,
        round: round ?? null,
        status: update.status,
        dueAt: update.dueAt ?? null,
        error: update.error?.slice(0, 500) ?? null,
        pages: update.pages ? JSON.stringify(update.pages) : null,
        now: new Date().toISOString(),
      });
    },
    async markContacted(id, at = new Date().toISOString()) {
      const row = contacted.get({ id, at });
      if (!row) return "unknown";
      return row.marked ? "marked" : "already";
    },
    async leadsBetween(from, to) {
      return (between.all(from, to) as Row[]).map(fromRow);
    },
    async holdLease(holder, ttlMs, now = Date.now(), name = "worker") {
      return (
        lease.run({
          name,
          holder,
          until: new Date(now + ttlMs).toISOString(),
          now: new Date(now).toISOString(),
        }).changes > 0
      );
    },
    async sentSince(since, { email, source }) {
      const row = sent.get({ since, emailKey: canonicalEmail(email), source: source ?? "" });
      return {
        pages: Number(row?.pages ?? 0),
        pagedFromSource: source ? Number(row?.pagedFromSource ?? 0) : 0,
        confirmations: Number(row?.confirmations ?? 0),
        confirmationsTo: Number(row?.confirmationsTo ?? 0),
        confirmationsFromSource: source ? Number(row?.confirmationsFromSource ?? 0) : 0,
      };
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
      // A quota counts a day at most: older uses count for nothing.
      expireQuotaUses.run(new Date(now - 2 * dayMs).toISOString());
      return Number(expire.run({ spamBefore, leadBefore }).changes);
    },
    list: ({ spam: listSpam } = { spam: false }) =>
      ((listSpam ? spam : leads).all() as Row[]).map(fromRow),
    markNotSpam: (id) => notSpam.run(id).changes > 0,
    markCustomer: (id, at = new Date().toISOString()) =>
      transaction(() => {
        const marked = customer.get({ id, at });
        if (!marked) return false;
        if (marked.spam_reason == null) askReview.run(id, at);
        return true;
      }),
    close: () => db.close(),
  };
}
