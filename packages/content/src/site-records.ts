/**
 * The documents the site writes itself in the dataset: requests and calls, their
 * counts, quotas and the worker's lease. No page reads them, so a change to one
 * refreshes nothing; some change every few seconds (the lease), which would
 * otherwise reach the publish webhook as often.
 */
export const siteRecordTypes: readonly string[] = [
  "lead",
  "call",
  "callTextDay",
  "bookedWindow",
  "bookingQuota",
  "workerLease",
  "spamEvicted",
  "textsStopped",
  "resultsCounts",
  "resultsDigest",
];

export const isSiteRecord = (type: string) => siteRecordTypes.includes(type);

/**
 * The publish webhook's filter (docs/deploying.md, "The publishing webhook"):
 * published copy only, neither drafts, release versions nor the site's own records.
 */
export const publishWebhookFilter = `!(_id in path("drafts.**")) && !(_id in path("versions.**")) && !(_type in [${siteRecordTypes.map((type) => `"${type}"`).join(", ")}])`;
