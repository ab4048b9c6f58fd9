import { defineQuery } from "groq";

/**
 * What the office's results read from Sanity (the Studio's Results view and
 * the site's Sanity results store): the day counts each instance of the site
 * writes, and the requests with where their visit began.
 */

/** The day counts of every writer from $from to $to (YYYY-MM-DD): the Results view and `npm run results`. */
export const countRowsQuery = defineQuery(
  `*[_type == "resultsCounts" && day >= $from && day <= $to]{ day, rows }`,
);

/** The requests received in [$from, $to) with where their visit began, suspected spam left out. */
export const resultRequestsQuery = defineQuery(`*[_type == "lead" && !defined(spamReason)
  && receivedAt >= $from && receivedAt < $to]{ page, locale, "channel": origin.channel,
  "source": origin.source, "visit": visit.status }`);

/** The counts before $day, deleted after 25 months; and the first day counted. */
export const oldCountsQuery = defineQuery(`*[_type == "resultsCounts" && day < $day]._id`);
export const firstCountDayQuery = defineQuery(
  `*[_type == "resultsCounts"] | order(day asc)[0].day`,
);

/** Requests waiting in suspected spam. */
export const spamWaitingQuery = defineQuery(`count(*[_type == "lead" && defined(spamReason)])`);
