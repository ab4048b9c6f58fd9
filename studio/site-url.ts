/** Where the site runs, for the Presentation tool to show its pages in draft mode (read when the Studio is built). */
export const siteUrl = process.env.SANITY_STUDIO_PREVIEW_URL ?? "http://localhost:3000";
