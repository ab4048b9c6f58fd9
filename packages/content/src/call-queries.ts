import { defineQuery } from "groq";

/**
 * What calls read from Sanity (apps/web/src/calls and the Studio's Results):
 * the office's numbers in the private Paging and integrations document, and
 * the `call` documents the site writes (private ids, `call.<CallSid>`).
 */

/** The office's numbers for calls, the phones that ring and for how long. */
export const callSettingsQuery = defineQuery(`*[_id == "settings.paging"][0]{
  callNumbers[]{ number, channel, language }, ringPhones[]{ name, phone }, ringSeconds
}`);

/** The calls that rang in [$from, $to) (ISO), as the results count them. */
export const callRowsQuery = defineQuery(`*[_type == "call" && at >= $from && at < $to]{
  number, channel, outcome, seconds, "textedBack": textBack.status == "sent",
  "replied": count(requests) > 0
}`);

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
