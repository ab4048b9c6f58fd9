import { defineQuery } from "groq";

/**
 * What the Sanity lead store reads (sanity/lead-store.ts): the `lead`
 * documents the site writes, with its write token (their ids are private).
 * Its alone: the Studio reads the requests with its own queries.
 */

/**
 * Leads with an outbound step due at $now (or taken by a worker that never
 * finished, before $stale): the ten that have waited longest. Read with a
 * write token (lead ids are private). GROQ slices take constants only.
 */
export const leadsWithDueStepsQuery = defineQuery(`*[_type == "lead" && count(steps[
  (status in ["pending", "failed"] && dueAt <= $now) || (status == "sending" && claimedAt < $stale)
]) > 0] | order(receivedAt asc)[0...10]`);

/**
 * What went out since $since, for the hourly limits and each source's share:
 * the on-call texts (each escalation counts) and the requests from $source
 * paged, the visitors' confirmations, those to $email (one mailbox:
 * canonicalEmail) and those about requests from $source. Only leads received
 * since $recent can have sent anything that recently.
 */
export const sentSinceQuery = defineQuery(`{
  "pages": count(*[_type == "lead" && receivedAt >= $recent && defined(steps)].steps[][step == "page" && defined(pages)].pages[][at >= $since && !defined(error)]),
  "pagedFromSource": count(*[_type == "lead" && receivedAt >= $recent && source == $source && count(steps[step == "page" && count(pages[at >= $since && !defined(error)]) > 0]) > 0]),
  "confirmations": count(*[_type == "lead" && receivedAt >= $recent && defined(steps)].steps[][step == "visitorEmail" && status == "sent" && doneAt >= $since]),
  "confirmationsTo": count(*[_type == "lead" && receivedAt >= $recent && defined(steps) && coalesce(emailKey, lower(email)) == $email].steps[][step == "visitorEmail" && status == "sent" && doneAt >= $since]),
  "confirmationsFromSource": count(*[_type == "lead" && receivedAt >= $recent && defined(steps) && source == $source].steps[][step == "visitorEmail" && status == "sent" && doneAt >= $since])
}`);

/** One lead by id, with its steps. */
export const leadByIdQuery = defineQuery(`*[_type == "lead" && _id == $id][0]`);

/** The requests received in [$from, $to), suspected spam left out: time to contact. */
export const leadsBetweenQuery = defineQuery(`*[_type == "lead" && !defined(spamReason)
  && receivedAt >= $from && receivedAt < $to] | order(receivedAt asc)`);

/**
 * The suspected spam of one kind ($reasons) the Sanity lead store keeps: how
 * many, and the oldest ten, the first to make room for a newer one.
 */
export const spamOfKindQuery = defineQuery(`{
  "count": count(*[_type == "lead" && spamReason in $reasons]),
  "oldest": *[_type == "lead" && spamReason in $reasons] | order(receivedAt asc)[0...10]._id
}`);

/** How many suspected spam were deleted to make room since $since (a day, YYYY-MM-DD). */
export const spamEvictedQuery = defineQuery(
  `math::sum(*[_type == "spamEvicted" && day >= $since].count)`,
);

/**
 * What the lead store's housekeeping deletes: suspected spam received before
 * $spamBefore, and requests never marked as customers received before $leadBefore.
 */
export const expiredLeadsQuery = defineQuery(`*[_type == "lead" && (
  (defined(spamReason) && receivedAt < $spamBefore)
  || (status != "customer" && receivedAt < $leadBefore)
)]._id`);

/** The phones of the requests whose reminder text went out since $since (ISO). */
export const remindersTextedQuery = defineQuery(`*[_type == "lead" && defined(steps)
  && count(steps[step == "reminderText" && status == "sent" && doneAt >= $since]) > 0].phone`);

/**
 * The requests whose visit holds a place ($holding) in a window of $day
 * (YYYY-MM-DD) or after, suspected spam left out: the office's calendar.
 */
export const visitsFromQuery = defineQuery(`*[_type == "lead" && !defined(spamReason)
  && visit.window >= $day && visit.status in $holding] | order(visit.window asc)`);
