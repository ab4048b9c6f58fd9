import { defineQuery } from "groq";
import { imageProjection } from "./projections";

/**
 * The queries every page shares (Business facts, the towns) and those of the
 * publish webhook, the launch check and the office's private settings. Each
 * kind of page runs its own query, and each Sanity store its own (the site's
 * apps/web/src/stores/sanity/),
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
