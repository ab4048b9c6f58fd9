import {
  type CountRow,
  cappedSource,
  maxSourcesPerDay,
  officeDay,
  sourceOf,
} from "@hvac/office/results";
import type { Beacon } from "@/results/beacon";
import type { ResultsStore } from "@/stores/results-store";

/**
 * Counts held in memory a few seconds, then added to the store in one
 * write: 10,000 beacons cost a handful of writes, never one each. A write
 * that fails loses those counts (never a request), and says so once.
 */
/** The booking's open times shown with a window to pick: counted by the server as it draws them. */
export interface WindowsShown {
  kind: "windows";
  page: string;
  locale: Beacon["locale"];
  origin: Beacon["origin"];
}

export interface CountBuffer {
  add(counted: Beacon | WindowsShown, now?: number): void;
  /** Writes what is held now (also called on its own a few seconds after the first count). */
  flush(): Promise<void>;
}

export interface CountBufferOptions {
  flushAfterMs?: number;
  /** Distinct rows held between two writes: a flood of made-up sources stops here. */
  maxRows?: number;
  /**
   * Distinct stranger-written sources a day (campaign words, referring sites),
   * the rest counted as their channel's Other: the store caps the same way for
   * every instance; here it keeps this one's memory to a day's worth.
   */
  maxSources?: number;
}

export function countBuffer(
  store: () => ResultsStore,
  { flushAfterMs = 5_000, maxRows = 5_000, maxSources = maxSourcesPerDay }: CountBufferOptions = {},
): CountBuffer {
  let held = new Map<string, CountRow>();
  /** The stranger-written sources this instance counted today (cappedSource). */
  let sources = { day: "", known: new Set<string>() };
  let timer: NodeJS.Timeout | undefined;
  let failing = false;

  async function flush() {
    clearTimeout(timer);
    timer = undefined;
    const rows = [...held.values()];
    held = new Map();
    if (rows.length === 0) return;
    try {
      await store().addCounts(rows);
      failing = false;
    } catch (error) {
      if (!failing)
        console.error("Counts could not be stored (they are lost; requests are not):", error);
      failing = true;
    }
  }

  return {
    add(beacon, now = Date.now()) {
      const placement = beacon.kind === "call" ? beacon.placement : null;
      const day = officeDay(now);
      if (sources.day !== day) sources = { day, known: new Set() };
      const counted = sourceOf(beacon.origin);
      const { channel } = counted;
      const source = cappedSource(counted, sources.known, maxSources);
      const key = [day, beacon.page, beacon.locale, placement, channel, source].join("\n");
      let row = held.get(key);
      if (!row) {
        if (held.size >= maxRows) return;
        row = {
          day,
          page: beacon.page,
          locale: beacon.locale,
          placement,
          channel,
          source,
          views: 0,
          visits: 0,
          calls: 0,
          windows: 0,
        };
        held.set(key, row);
      }
      if (beacon.kind === "call") row.calls++;
      else if (beacon.kind === "windows") row.windows = (row.windows ?? 0) + 1;
      else {
        row.views++;
        if (beacon.began) row.visits++;
      }
      timer ??= setTimeout(() => void flush(), flushAfterMs).unref();
    },
    flush,
  };
}
