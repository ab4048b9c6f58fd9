import { siteUrlFrom } from "@hvac/seo";

/**
 * The site's public address, from SITE_URL as next.config.ts pinned it into
 * the build (so a page re-rendered later links to the same place).
 */
export const siteUrl = siteUrlFrom(process.env.SITE_URL);
