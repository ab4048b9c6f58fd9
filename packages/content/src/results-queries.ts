import { defineQuery } from "groq";

/**
 * What the office's results read from Sanity, shared by the Studio's Results
 * view and the site's Sanity results store: the day counts each instance of
 * the site writes, and the requests with where their visit began. The
 * store's housekeeping reads are its own (apps/web/src/stores/sanity/).
 */

/** The day counts of every writer from $from to $to (YYYY-MM-DD): the Results view and `npm run results`. */
export const countRowsQuery = defineQuery(
  `*[_type == "resultsCounts" && day >= $from && day <= $to]{ day, rows }`,
);

/** The requests received in [$from, $to) with where their visit began, suspected spam left out. */
export const resultRequestsQuery = defineQuery(`*[_type == "lead" && !defined(spamReason)
  && receivedAt >= $from && receivedAt < $to]{ page, locale, "channel": origin.channel,
  "source": origin.source, "visit": visit.status }`);
