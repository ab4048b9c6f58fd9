import { defineQuery } from "groq";

/**
 * Every GROQ query of the site, written once. Result types are generated from
 * the Studio schema into sanity.types.ts (`npm run typegen`).
 *
 * Translatable fields come back with both languages; the page picks the
 * visitor's. One cached read per document then serves both languages.
 */

// Projections repeated across queries. Typegen resolves these constants.
const image = `{ "url": asset->url, "width": asset->metadata.dimensions.width, "height": asset->metadata.dimensions.height, alt }`;
const seo = `{ title, description, "ogImage": ogImage${image} }`;
const hero = `{ heading, subtitle, ctaText, "image": image${image} }`;

export const businessFactsQuery =
  defineQuery(`*[_type == "businessFacts" && _id == "businessFacts"][0]{
  name, phone, email, address, geo, hours[]{ days, opens, closes }, hoursText, licence, rating,
  ownership, ownershipLong, dealerBrand, dealerStatus, otherBrands,
  responsePromise, arrivalPromise, quotePromise, priceRange, serviceRadiusKm,
  "areasServed": areasServed[]->name,
  "shareImage": shareImage${image},
  reviewWidgetUrl, mapEmbedUrl, websiteCredit
}`);

export const areaListQuery = defineQuery(`*[_type == "serviceArea"] | order(order asc){
  _id, name, slug, zip, titleVariant, order, showOnHome
}`);

export const servicePageQuery = defineQuery(`*[_type == "servicePage" && _id == $id][0]{
  _id, pageId, layout, card, "hero": hero${hero}, features, intro,
  imageBlocks[]{ _key, title, body, imageSide, "image": image${image} },
  callBands,
  "comparison": comparison->{ title, caption, firstColumn, secondColumn, rows },
  guideTitle, guide,
  "faqs": faqs[]->{ _id, question, answer },
  "related": related[]->{ pageId, card },
  form, formService, priceRange,
  "seo": seo${seo}
}`);

export const serviceHubQuery = defineQuery(`*[_type == "serviceHub" && _id == $id][0]{
  _id, pageId, "hero": hero${hero}, intro, cardLinkText, callBand,
  "services": services[]->{ pageId, card },
  "seo": seo${seo}
}`);

export const serviceAreasPageQuery =
  defineQuery(`*[_type == "serviceAreasPage" && _id == "serviceAreasPage"][0]{
  _id, "hero": hero${hero}, intro, cardLinkText, areaTemplate,
  "seo": seo${seo}
}`);

export const areaPageQuery = defineQuery(`*[_type == "serviceArea" && _id == $id][0]{
  _id, name, slug, zip, titleVariant, intro,
  "seo": seo${seo}
}`);

export const homePageQuery = defineQuery(`*[_type == "homePage" && _id == "homePage"][0]{
  _id, "hero": hero${hero}, heroDescription, trust, services, areas, reviews, about,
  "faq": faq{ title, "faqs": faqs[]->{ _id, question, answer } },
  map,
  "seo": seo${seo}
}`);

export const aboutPageQuery = defineQuery(`*[_type == "aboutPage" && _id == "aboutPage"][0]{
  _id, "hero": hero${hero}, story, licence, values, callBand,
  "seo": seo${seo}
}`);

export const contactPageQuery = defineQuery(`*[_type == "contactPage" && _id == "contactPage"][0]{
  _id, "hero": hero${hero}, intro, form, mapTitle,
  "seo": seo${seo}
}`);

export const guaranteesPageQuery =
  defineQuery(`*[_type == "guaranteesPage" && _id == "guaranteesPage"][0]{
  _id, "hero": hero${hero}, warranties, quality, financing, satisfaction, policies, callBand,
  "seo": seo${seo}
}`);

export const emergencyPageQuery =
  defineQuery(`*[_type == "emergencyPage" && _id == "emergencyPage"][0]{
  _id, "hero": hero${hero}, whenToCall, steps, callBand,
  "seo": seo${seo}
}`);

export const legalPageQuery = defineQuery(`*[_type == "legalPage" && _id == $id][0]{
  _id, pageId, title, body, _updatedAt,
  "seo": seo${seo}
}`);

/** The documents that point at a document: their pages show part of it. */
export const referrersQuery = defineQuery(`*[references($id)]._id`);

/**
 * Leads whose email to the office is due (the ten oldest): new, failed, or
 * claimed by a sender that never finished. Read with a write token (lead ids
 * are private). GROQ slices take constants only.
 */
export const leadsDueForMailQuery = defineQuery(`*[_type == "lead"
  && (notification.status in ["pending", "failed"]
    || (notification.status == "sending" && notification.claimedAt < $stale))
  && coalesce(notification.attempts, 0) < $maxAttempts
] | order(receivedAt asc)[0...10]`);
