import { defineQuery } from "groq";

import { imageProjection } from "./projections";

/**
 * The queries every page shares (Business facts, the towns) and those of the
 * lead store and the publish webhook. Each kind of page runs its own query,
 * written in its module (apps/web/src/page-kinds/). Result types are
 * generated from the Studio schema into sanity.types.ts (`npm run typegen`).
 */

// Google is told every town the site has a page for (areasServed): adding or
// withdrawing a town is all the office does.
export const businessFactsQuery =
  defineQuery(`*[_type == "businessFacts" && _id == "businessFacts"][0]{
  name, nameLanguage, phone, email, address, geo, hours[]{ days, opens, closes }, hoursText, hoursShort, licence, rating,
  ownership, dealerBrand, dealerStatus, otherBrands,
  responsePromise, callbackPromise, arrivalPromise, quotePromise, priceRange, serviceRadiusKm,
  "areasServed": *[_type == "serviceArea"] | order(order asc).name,
  "shareImage": shareImage${imageProjection},
  reviewWidgetUrl, reviewLink, mapEmbedUrl, websiteCredit
}`);

export const areaListQuery = defineQuery(`*[_type == "serviceArea"] | order(order asc){
  _id, name, zip, county, titleVariant, order, inMenus, showOnHome
}`);

/** The documents that point at a document: their pages show part of it. */
export const referrersQuery = defineQuery(`*[references($id)]._id`);

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

/** The documents whose stand-ins the launch check looks for: every page, Business facts, FAQs. */
export const launchContentQuery = defineQuery(
  `*[!(_type in ["lead", "sanity.imageAsset", "sanity.fileAsset"]) && !(_id in path("drafts.**"))]`,
);

/** The language the office reads its weekly email in (Business facts). */
export const officeLanguageQuery = defineQuery(
  `*[_type == "businessFacts" && _id == "businessFacts"][0].officeLanguage`,
);

/**
 * Who gets paged, and the office's other private settings (a document the
 * public can never read: its id is under the `settings.` path).
 */
export const pagingSettingsQuery = defineQuery(`*[_id == "settings.paging"][0]{
  onCall[]{ name, phone }, pageOutsideOfficeHours, officeHours[]{ days, opens, closes },
  escalateAfterMinutes, crmWebhookUrl, crmWebhookSecret
}`);
