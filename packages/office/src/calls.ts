/**
 * Calls to the office's numbers (Twilio Voice, apps/web/src/calls): the
 * words shared by the site, which records each call, and by the office's
 * views of them (`npm run results`, the Monday email, the Studio's Results).
 * A call is counted by the number dialled and that number's channel (the
 * website's number, the Google Business Profile's, an ad's), never by who
 * called: no cookie, nothing on the pages.
 */

/** How a call ended: someone answered, or nobody did (no answer, busy, failed, the caller hung up first). */
export const callOutcomes = ["answered", "missed"] as const;
export type CallOutcome = (typeof callOutcomes)[number];

/** The page key and the request's "Sent from" of a request that came by text after a missed call. */
export const missedCallPage = "Missed call";

/** A call is kept this many months, then deleted with the caller's number (as requests are). */
export const callsKeptMonths = 12;

/** One call as the results count it. */
export interface CallRow {
  /** The office's number that was dialled, +1XXXXXXXXXX. */
  number: string;
  /** That number's channel, as the office named it ("Website", "Google Business Profile"). */
  channel: string;
  /** Null while no end was reported (the caller hung up before Twilio asked the site). */
  outcome: CallOutcome | null;
  /** The talk time of an answered call, in seconds. */
  seconds: number;
  /** A missed call the site texted back. */
  textedBack: boolean;
  /** A missed call whose caller answered the text: the reply became a request. */
  replied: boolean;
}

export interface CallLine {
  /** The channel, or the number as the office reads it. */
  key: string;
  calls: number;
  answered: number;
  missed: number;
  textedBack: number;
  replied: number;
  /** Talk time of the answered calls, in seconds. */
  seconds: number;
}

export interface CallTables {
  totals: Omit<CallLine, "key">;
  byChannel: CallLine[];
  /** Each number with its channel: "(210) 555-0100, Website". */
  byNumber: CallLine[];
}

/** A US number as the office reads it: "(210) 555-0100"; anything else as given. */
export function phoneWords(phone: string): string {
  const digits = phone.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");
  return digits.length === 10
    ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
    : phone;
}

const emptyLine = (key: string): CallLine => ({
  key,
  calls: 0,
  answered: 0,
  missed: 0,
  textedBack: 0,
  replied: 0,
  seconds: 0,
});

function add(line: CallLine, row: CallRow) {
  line.calls++;
  if (row.outcome === "answered") {
    line.answered++;
    line.seconds += row.seconds;
  }
  if (row.outcome === "missed") line.missed++;
  if (row.textedBack) line.textedBack++;
  if (row.replied) line.replied++;
}

function tallied(rows: readonly CallRow[], keyOf: (row: CallRow) => string): CallLine[] {
  const lines = new Map<string, CallLine>();
  for (const row of rows) {
    const key = keyOf(row);
    const line = lines.get(key) ?? emptyLine(key);
    lines.set(key, line);
    add(line, row);
  }
  return [...lines.values()].sort((a, b) => b.calls - a.calls || a.key.localeCompare(b.key));
}

/** The office's tables of calls: by channel and by number, most calls first. */
export function callTables(rows: readonly CallRow[]): CallTables {
  const { key: _key, ...totals } = emptyLine("");
  for (const row of rows) add(totals as CallLine, row);
  return {
    totals,
    byChannel: tallied(rows, (row) => row.channel),
    byNumber: tallied(rows, (row) => `${phoneWords(row.number)}, ${row.channel}`),
  };
}

/** Talk time as the office reads it: "0:00", "4:05", "1:02:09". */
export function talkTime(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const two = (n: number) => String(n).padStart(2, "0");
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  return hours > 0 ? `${hours}:${two(minutes)}:${two(s % 60)}` : `${minutes}:${two(s % 60)}`;
}

/** The average talk time of a line's answered calls, or "-" without one. */
export const averageTalk = (line: Pick<CallLine, "answered" | "seconds">) =>
  line.answered > 0 ? talkTime(line.seconds / line.answered) : "-";

/** Calls as a store or the Studio reads them (call-queries.ts), whatever is missing. */
export function callRowsFrom(
  rows: ReadonlyArray<Partial<Record<keyof CallRow, unknown>>>,
): CallRow[] {
  return rows.map((row) => ({
    number: String(row.number ?? ""),
    channel: String(row.channel ?? ""),
    outcome: callOutcomes.find((outcome) => outcome === row.outcome) ?? null,
    seconds: Number(row.seconds ?? 0) || 0,
    textedBack: row.textedBack === true,
    replied: row.replied === true,
  }));
}
