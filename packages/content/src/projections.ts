/**
 * GROQ projections shared by the page queries (the queries themselves live
 * with the page kinds that run them). Typegen resolves these constants.
 */

/** A picture: its address, size, and description in both languages. */
export const imageProjection = `{ "url": asset->url, "width": asset->metadata.dimensions.width, "height": asset->metadata.dimensions.height, "mimeType": asset->mimeType, "lqip": asset->metadata.lqip, crop, hotspot, alt }`;

/** The search title and description, and the picture link previews show. */
export const seoProjection = `{ title, description, "ogImage": ogImage${imageProjection} }`;

/** The top of a page. */
export const heroProjection = `{ heading, subtitle, ctaText, "image": image${imageProjection} }`;

/** A service card with the page it leads to. */
export const serviceCardProjection = `{ _id, card }`;

/** A question and its answer. */
export const faqProjection = `{ _id, question, answer }`;
