import { defineQuery } from "groq";

/**
 * What the Sanity call store reads (sanity-call-store.ts) and no one else:
 * the `call` documents the site writes (private ids, `call.<CallSid>`). The
 * calls' rows the Studio's Results view reads too are shared
 * (@hvac/content/call-queries).
 */

/** The calls of one caller ($caller, +1XXXXXXXXXX) since $since nobody answered, newest first. */
export const unansweredCallsQuery = defineQuery(`*[_type == "call" && caller == $caller
  && at >= $since && !(outcome == "answered")] | order(at desc)`);

/** Texts back due at $now, or taken by a worker before $stale and never finished. */
export const dueTextBacksQuery = defineQuery(`*[_type == "call"
  && ((textBack.status in ["pending", "failed"] && textBack.dueAt <= $now)
    || (textBack.status == "sending" && textBack.claimedAt < $stale))]
  | order(textBack.dueAt asc)[0...20]`);

/** Calls that rang before $before, and the callers' days of texts back before $day: deleted. */
export const oldCallsQuery = defineQuery(`*[(_type == "call" && at < $before)
  || (_type == "callTextDay" && day < $day)]._id`);
