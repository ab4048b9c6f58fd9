import { createHash, randomUUID } from "node:crypto";
import { countRowsQuery, resultRequestsQuery } from "@hvac/content";
import {
  type CountRow,
  cappedSource,
  countRowsFrom,
  daySources,
  maxSourcesPerDay,
  requestRowsFrom,
} from "@hvac/office/results";
import type { ResultsStore } from "@/stores/results-store";
import {
  firstCountDayQuery,
  oldCountsQuery,
  spamWaitingQuery,
} from "@/stores/sanity/results-queries";
import { type SanityWriter, sanityWriteClient } from "@/stores/sanity/write-client";

/**
 * The counts in the Sanity dataset, beside the leads: each instance keeps
 * its own document per day (`results.counts.<day>.<instance>`, private like
 * the leads' ids) and replaces it whole at each flush, so instances never
 * write over each other and a flush that is sent twice counts once. Readers
 * add every instance's documents up.
 *
 * A day's distinct stranger-written sources stop at maxSourcesPerDay (the
 * rest counted as their channel's Other), so a day's document stays bounded:
 * the instance counts those of every instance's documents of the day when it
 * first writes that day, then its own. Instances that start new sources the
 * same day do not see each other's until then, which may add a few past
 * the cap, never without bound.
 */

const rowKey = (row: CountRow) =>
  createHash("sha256")
    .update([row.page, row.locale, row.placement ?? "", row.channel, row.source].join("\n"))
    .digest("hex")
    .slice(0, 16);

export function sanityResultsStore(
  config: SanityWriter,
  { maxSources = maxSourcesPerDay }: { maxSources?: number } = {},
): ResultsStore {
  const client = sanityWriteClient(config);
  // A fresh name per process: a restarted instance starts documents of its own.
  const writer = randomUUID().slice(0, 8);
  /** This instance's counts of each day it counted, as its documents hold them. */
  const held = new Map<string, Map<string, CountRow>>();
  /** The stranger-written sources of each day held: every instance's at first, then this one's. */
  const known = new Map<string, Set<string>>();

  return {
    kind: "sanity",
    async addCounts(rows) {
      for (const day of new Set(rows.map((row) => row.day))) {
        if (known.has(day)) continue;
        const stored = countRowsFrom(await client.fetch(countRowsQuery, { from: day, to: day }));
        // Another call may have read the day meanwhile: its set (maybe added to) stands.
        if (!known.has(day)) known.set(day, daySources(stored));
      }
      const sourcesOf = (day: string) => {
        const sources = known.get(day) ?? new Set<string>();
        known.set(day, sources);
        return sources;
      };
      const touched = new Set<string>();
      for (const counted of rows) {
        const row = {
          ...counted,
          source: cappedSource(counted, sourcesOf(counted.day), maxSources),
        };
        const day = held.get(row.day) ?? new Map<string, CountRow>();
        held.set(row.day, day);
        const key = rowKey(row);
        const sum = day.get(key) ?? { ...row, views: 0, visits: 0, calls: 0, windows: 0 };
        day.set(key, {
          ...sum,
          views: sum.views + row.views,
          visits: sum.visits + row.visits,
          calls: sum.calls + row.calls,
          windows: (sum.windows ?? 0) + (row.windows ?? 0),
        });
        touched.add(row.day);
      }
      const transaction = client.transaction();
      for (const day of touched) {
        transaction.createOrReplace({
          _id: `results.counts.${day}.${writer}`,
          _type: "resultsCounts",
          day,
          writer,
          rows: [...(held.get(day) ?? new Map()).entries()].map(([_key, row]) => ({
            _key,
            page: row.page,
            locale: row.locale,
            ...(row.placement ? { placement: row.placement } : {}),
            channel: row.channel,
            source: row.source,
            views: row.views,
            visits: row.visits,
            calls: row.calls,
            ...(row.windows ? { windows: row.windows } : {}),
          })),
        });
      }
      await transaction.commit({ visibility: "async" });
      // Days gone by are complete in their documents: no need to hold them. The day before
      // the last is kept: a write begun before midnight (waiting on its read) may still add to it.
      const kept = new Set([...held.keys()].sort().slice(-2));
      for (const day of held.keys()) if (!kept.has(day)) held.delete(day);
      for (const day of known.keys()) if (!kept.has(day)) known.delete(day);
    },
    counts: async (from, to) => countRowsFrom(await client.fetch(countRowsQuery, { from, to })),
    requests: async (from, to) =>
      requestRowsFrom(await client.fetch(resultRequestsQuery, { from, to })),
    spamWaiting: () => client.fetch(spamWaitingQuery),
    async claimDigest(week) {
      // `create` fails when the document exists: the instance that made it sends the email.
      return client
        .create({
          _id: `results.digest.${week}`,
          _type: "resultsDigest",
          week,
          claimedAt: new Date().toISOString(),
        })
        .then(
          () => true,
          (error: { statusCode?: number }) => {
            if (error.statusCode === 409) return false;
            throw error;
          },
        );
    },
    async releaseDigest(week) {
      await client.delete(`results.digest.${week}`);
    },
    firstDay: () => client.fetch(firstCountDayQuery),
    async removeCountsBefore(day) {
      const ids = await client.fetch(oldCountsQuery, { day });
      if (ids.length === 0) return 0;
      const transaction = client.transaction();
      for (const id of ids) transaction.delete(id);
      await transaction.commit();
      return ids.length;
    },
  };
}
