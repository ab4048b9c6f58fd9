import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync, type SQLOutputValue } from "node:sqlite";
import { callOutcomes, callRowsFrom } from "@hvac/office/calls";
import { stepStatuses } from "@hvac/office/lead-document";
import type {
  CallRang,
  CallStore,
  StoredCall,
  TextBackAsked,
  TextBackState,
} from "@/calls/call-store";
import { textedToday } from "@/calls/text-back-reasons";
import { staleClaimMs } from "@/stores/store-limits";

/**
 * The calls in the lead store's SQLite file: one row per CallSid, and one
 * row per caller and day that took the day's text back, whose key makes it
 * one, whichever process of the machine records the call.
 */
const schema = `
CREATE TABLE IF NOT EXISTS calls (
  sid TEXT PRIMARY KEY,
  at TEXT NOT NULL,
  caller TEXT NOT NULL,
  number TEXT NOT NULL,
  channel TEXT NOT NULL,
  language TEXT NOT NULL,
  outcome TEXT,
  dial_status TEXT,
  seconds INTEGER NOT NULL DEFAULT 0,
  ended_at TEXT,
  text_status TEXT,
  text_attempts INTEGER NOT NULL DEFAULT 0,
  text_due_at TEXT,
  text_claimed_at TEXT,
  text_error TEXT,
  text_done_at TEXT,
  requests TEXT NOT NULL DEFAULT '[]'
);
CREATE INDEX IF NOT EXISTS calls_by_caller ON calls (caller, at);
CREATE INDEX IF NOT EXISTS calls_by_text_due ON calls (text_status, text_due_at);
CREATE TABLE IF NOT EXISTS call_text_days (
  caller TEXT NOT NULL,
  day TEXT NOT NULL,
  sid TEXT NOT NULL,
  PRIMARY KEY (caller, day)
);
`;

type Row = Record<string, SQLOutputValue>;
const text = (value: SQLOutputValue | undefined) => (value == null ? null : String(value));

function textBackOf(row: Row): TextBackState | null {
  const status = stepStatuses.find((one) => one === row.text_status);
  if (!status) return null;
  return {
    status,
    attempts: Number(row.text_attempts ?? 0),
    dueAt: String(row.text_due_at ?? ""),
    error: text(row.text_error),
    doneAt: text(row.text_done_at),
  };
}

function fromRow(row: Row): StoredCall {
  return {
    sid: String(row.sid),
    at: String(row.at),
    caller: String(row.caller),
    number: String(row.number),
    channel: String(row.channel),
    language: row.language === "es" ? "es" : "en",
    outcome: callOutcomes.find((one) => one === row.outcome) ?? null,
    dialStatus: text(row.dial_status),
    seconds: Number(row.seconds ?? 0),
    endedAt: text(row.ended_at),
    textBack: textBackOf(row),
    requests: JSON.parse(String(row.requests ?? "[]")) as string[],
  };
}

export function sqliteCallStore(file: string): CallStore & { close(): void } {
  mkdirSync(dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  db.exec("PRAGMA busy_timeout = 5000; PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL;");
  db.exec(schema);

  const insert = db.prepare(`INSERT INTO calls (sid, at, caller, number, channel, language)
    VALUES (:sid, :at, :caller, :number, :channel, :language) ON CONFLICT (sid) DO NOTHING`);
  const bySid = db.prepare("SELECT * FROM calls WHERE sid = ?");
  const takeDay = db.prepare(
    "INSERT INTO call_text_days (caller, day, sid) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
  );
  const end = db.prepare(`UPDATE calls SET outcome = :outcome, dial_status = :dialStatus,
    seconds = :seconds, ended_at = :endedAt, text_status = :status, text_due_at = :dueAt,
    text_error = :error, text_done_at = :doneAt WHERE sid = :sid`);

  /** Runs `work` inside the file's write lock: every process sharing the file waits its turn. */
  function inWrite<T>(work: () => T): T {
    db.exec("BEGIN IMMEDIATE");
    try {
      const result = work();
      db.exec("COMMIT");
      return result;
    } catch (error) {
      if (db.isTransaction) db.exec("ROLLBACK");
      throw error;
    }
  }

  /** The text back a missed call gets, taking the caller's day when asked for. */
  function textBackFor(call: CallRang, asked: TextBackAsked | null, at: string) {
    if (!asked) return { status: null, dueAt: null, error: null, doneAt: null };
    const skipped = (why: string) => ({ status: "skipped", dueAt: at, error: why, doneAt: at });
    if ("notSent" in asked) return skipped(asked.notSent);
    if (takeDay.run(call.caller, asked.day, call.sid).changes === 0) return skipped(textedToday);
    return { status: "pending", dueAt: at, error: null, doneAt: null };
  }

  return {
    kind: "sqlite",
    async rang(call) {
      insert.run({ ...call });
    },
    async ended(call, ending, asked) {
      return inWrite(() => {
        insert.run({ ...call });
        const stored = bySid.get(call.sid) as Row;
        if (stored.outcome != null) return { call: fromRow(stored), first: false };
        const textBack = textBackFor(
          call,
          ending.outcome === "missed" ? asked : null,
          ending.endedAt,
        );
        end.run({ sid: call.sid, ...ending, ...textBack });
        return { call: fromRow(bySid.get(call.sid) as Row), first: true };
      });
    },
    async claimTextBack(now = Date.now()) {
      return inWrite(() => {
        const row = db
          .prepare(`SELECT sid FROM calls WHERE (text_status IN ('pending', 'failed')
            AND text_due_at <= ?) OR (text_status = 'sending' AND text_claimed_at < ?)
            ORDER BY text_due_at LIMIT 1`)
          .get(new Date(now).toISOString(), new Date(now - staleClaimMs).toISOString());
        if (!row) return undefined;
        db.prepare(`UPDATE calls SET text_status = 'sending', text_claimed_at = ?,
          text_attempts = text_attempts + 1 WHERE sid = ?`).run(
          new Date(now).toISOString(),
          String(row.sid),
        );
        return fromRow(bySid.get(String(row.sid)) as Row);
      });
    },
    async recordTextBack(sid, update) {
      const done = update.status !== "pending" && update.status !== "failed";
      db.prepare(`UPDATE calls SET text_status = :status,
        text_due_at = coalesce(:dueAt, text_due_at),
        text_error = CASE WHEN :keepError THEN text_error ELSE :error END,
        text_done_at = :doneAt WHERE sid = :sid`).run({
        sid,
        status: update.status,
        dueAt: update.dueAt ?? null,
        keepError: update.error === undefined ? 1 : 0,
        error: update.error ?? null,
        doneAt: done ? new Date().toISOString() : null,
      });
    },
    async unansweredCalls(caller, since) {
      const rows = db
        .prepare(`SELECT * FROM calls WHERE caller = ? AND at >= ?
          AND (outcome IS NULL OR outcome != 'answered') ORDER BY at DESC`)
        .all(caller, since) as Row[];
      return rows.map(fromRow);
    },
    async addRequest(sid, leadId) {
      inWrite(() => {
        const row = bySid.get(sid);
        if (!row) return;
        const requests = JSON.parse(String(row.requests)) as string[];
        if (requests.includes(leadId)) return;
        db.prepare("UPDATE calls SET requests = ? WHERE sid = ?").run(
          JSON.stringify([...requests, leadId]),
          sid,
        );
      });
    },
    async rows(from, to) {
      return callRowsFrom(
        db
          .prepare(`SELECT number, channel, outcome, seconds,
            text_status = 'sent' AS textedBack, requests != '[]' AS replied
            FROM calls WHERE at >= ? AND at < ?`)
          .all(from, to)
          .map((row) => ({ ...row, textedBack: row.textedBack === 1, replied: row.replied === 1 })),
      );
    },
    async removeBefore(before) {
      return inWrite(() => {
        db.prepare("DELETE FROM call_text_days WHERE day < ?").run(before.slice(0, 10));
        return Number(db.prepare("DELETE FROM calls WHERE at < ?").run(before).changes);
      });
    },
    close: () => db.close(),
  };
}
