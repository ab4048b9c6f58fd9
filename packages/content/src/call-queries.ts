import { defineQuery } from "groq";

/**
 * What calls read from Sanity, shared by the site (apps/web/src/calls) and
 * the Studio's Results: the office's numbers in the private Paging and
 * integrations document, and the calls' rows as the results count them. The
 * call store's own reads are beside it (apps/web/src/calls/sanity-call-queries.ts).
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
