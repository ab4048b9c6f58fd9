import { defineQuery } from "groq";

/**
 * What the Sanity results store reads (sanity/results-store.ts) and no one
 * else: the day counts' housekeeping and the suspected spam waiting. The
 * counts and requests the Studio's Results view reads too are shared
 * (@hvac/content/results-queries).
 */

/** The counts before $day, deleted after 25 months; and the first day counted. */
export const oldCountsQuery = defineQuery(`*[_type == "resultsCounts" && day < $day]._id`);

export const firstCountDayQuery = defineQuery(
  `*[_type == "resultsCounts"] | order(day asc)[0].day`,
);

/** Requests waiting in suspected spam. */
export const spamWaitingQuery = defineQuery(`count(*[_type == "lead" && defined(spamReason)])`);
