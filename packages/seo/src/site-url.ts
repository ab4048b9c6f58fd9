/** Where the site answers when nothing says otherwise (`npm start` on this machine). */
export const defaultSiteUrl = "http://localhost:3000";

/**
 * The site's public address from its setting (SITE_URL): an http(s) origin,
 * optionally with a base path, without a trailing slash. A malformed value
 * fails the build rather than publishing wrong canonical links.
 */
export function siteUrlFrom(setting: string | undefined): string {
  const value = setting?.trim() || defaultSiteUrl;
  const url = new URL(value);
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`SITE_URL must be an http(s) address, not ${value}`);
  }
  if (url.search || url.hash) throw new Error(`SITE_URL takes no query or fragment: ${value}`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, "");
}

/** An absolute address on the site: a path of the route table, or a file path like /sitemap.xml. */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${siteUrl}${path.startsWith("/") ? path : `/${path}`}`;
}
