import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync, type SQLOutputValue } from "node:sqlite";
import {
  type Channel,
  cappedSource,
  countRowsFrom,
  daySources,
  maxSourcesPerDay,
  requestRowsFrom,
} from "@hvac/office/results";
import type { ResultsStore } from "@/stores/results-store";

/**
 * The counts in the lead store's SQLite file: one row per day, page,
 * language, placement and source, added to in one transaction per flush. A
 * day's distinct stranger-written sources stop at maxSourcesPerDay, counted
 * in the transaction that holds the file's write lock: every process that
 * shares the file is held to the same cap.
 */
const schema = `
CREATE TABLE IF NOT EXISTS counts (
  day TEXT NOT NULL,
  page TEXT NOT NULL,
  locale TEXT NOT NULL,
  placement TEXT NOT NULL,
  channel TEXT NOT NULL,
  source TEXT NOT NULL,
  views INTEGER NOT NULL DEFAULT 0,
  visits INTEGER NOT NULL DEFAULT 0,
  calls INTEGER NOT NULL DEFAULT 0,
  windows INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, page, locale, placement, channel, source)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS digests (week TEXT PRIMARY KEY, claimed_at TEXT NOT NULL);
`;

type Row = Record<string, SQLOutputValue>;

export function sqliteResultsStore(
  file: string,
  { maxSources = maxSourcesPerDay }: { maxSources?: number } = {},
): ResultsStore {
  mkdirSync(dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  db.exec("PRAGMA busy_timeout = 5000; PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;");
  db.exec(schema);
  // A file made before online booking gets the open times' count.
  const countColumns = db.prepare("PRAGMA table_info(counts)").all() as Row[];
  if (!countColumns.some((column) => column.name === "windows")) {
    db.exec("ALTER TABLE counts ADD COLUMN windows INTEGER NOT NULL DEFAULT 0");
  }

  const add = db.prepare(`INSERT INTO counts
    (day, page, locale, placement, channel, source, views, visits, calls, windows)
    VALUES (:day, :page, :locale, :placement, :channel, :source, :views, :visits, :calls, :windows)
    ON CONFLICT DO UPDATE SET views = views + excluded.views,
      visits = visits + excluded.visits, calls = calls + excluded.calls,
      windows = windows + excluded.windows`);
  const between = db.prepare("SELECT * FROM counts WHERE day >= ? AND day <= ?");
  const sourcesOf = db.prepare("SELECT DISTINCT channel, source FROM counts WHERE day = ?");
  const first = db.prepare("SELECT min(day) AS day FROM counts");
  const removeBefore = db.prepare("DELETE FROM counts WHERE day < ?");
  const claim = db.prepare(
    "INSERT INTO digests (week, claimed_at) VALUES (?, ?) ON CONFLICT (week) DO NOTHING",
  );
  const release = db.prepare("DELETE FROM digests WHERE week = ?");

  /** The lead store makes the leads table (and its origin column) when it opens: maybe not yet. */
  const leadColumns = () =>
    new Set((db.prepare("PRAGMA table_info(leads)").all() as Row[]).map((c) => String(c.name)));

  return {
    kind: "sqlite",
    async addCounts(rows) {
      db.exec("BEGIN IMMEDIATE");
      try {
        const known = new Map<string, Set<string>>();
        for (const row of rows) {
          let day = known.get(row.day);
          if (!day) {
            day = daySources(sourcesOf.all(row.day) as Array<{ channel: Channel; source: string }>);
            known.set(row.day, day);
          }
          const source = cappedSource(row, day, maxSources);
          add.run({ ...row, source, placement: row.placement ?? "", windows: row.windows ?? 0 });
        }
        db.exec("COMMIT");
      } catch (error) {
        if (db.isTransaction) db.exec("ROLLBACK");
        throw error;
      }
    },
    async counts(fromDay, toDay) {
      // One "document" per row: the same reading as Sanity's.
      return countRowsFrom(
        (between.all(fromDay, toDay) as Row[]).map((row) => ({
          day: String(row.day),
          rows: [row],
        })),
      );
    },
    async requests(from, to) {
      if (!leadColumns().has("origin")) return [];
      const visits = db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'visits'")
        .get();
      const rows = db
        .prepare(`SELECT page, locale, origin ->> '$.channel' AS channel,
          origin ->> '$.source' AS source,
          ${visits ? "(SELECT status FROM visits WHERE lead_id = leads.id)" : "NULL"} AS visit
          FROM leads WHERE spam_reason IS NULL AND received_at >= ? AND received_at < ?`)
        .all(from, to) as Array<
        Record<"page" | "locale" | "channel" | "source" | "visit", unknown>
      >;
      return requestRowsFrom(rows);
    },
    async spamWaiting() {
      if (!leadColumns().has("spam_reason")) return 0;
      const row = db.prepare("SELECT count(*) AS n FROM leads WHERE spam_reason IS NOT NULL").get();
      return Number(row?.n ?? 0);
    },
    async claimDigest(week) {
      return claim.run(week, new Date().toISOString()).changes > 0;
    },
    async releaseDigest(week) {
      release.run(week);
    },
    async firstDay() {
      const day = first.get()?.day;
      return day == null ? null : String(day);
    },
    async removeCountsBefore(day) {
      return Number(removeBefore.run(day).changes);
    },
    close: () => db.close(),
  };
}
