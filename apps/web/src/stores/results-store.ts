import type { CountRow, RequestRow } from "@hvac/office/results";

/**
 * Where the counts live: beside the leads (the same SQLite file, or the same
 * Sanity dataset), so they survive restarts and every instance that shares
 * the leads shares them too.
 */
export interface ResultsStore {
  kind: "sqlite" | "sanity";
  /** Adds counts (increments of views, visits and calls) to the stored ones. */
  addCounts(rows: readonly CountRow[]): Promise<void>;
  /** The day counts from `fromDay` to `toDay` (YYYY-MM-DD, both included). */
  counts(fromDay: string, toDay: string): Promise<CountRow[]>;
  /** The requests received in [from, to) (ISO times), suspected spam left out. */
  requests(from: string, to: string): Promise<RequestRow[]>;
  /** Requests waiting in suspected spam now. */
  spamWaiting(): Promise<number>;
  /**
   * Takes the weekly email of `week` for this instance: true for exactly one
   * caller, ever, unless `releaseDigest` gives it back after a failed send.
   */
  claimDigest(week: string): Promise<boolean>;
  releaseDigest(week: string): Promise<void>;
  /** The first day anything was counted, or null before anything was. */
  firstDay(): Promise<string | null>;
  /** Deletes the counts of days before `day`; returns how many went. */
  removeCountsBefore(day: string): Promise<number>;
  close?(): void;
}
