/**
 * Whether a post comes from another site's page, made on a visitor's behalf
 * (a hidden form that submits itself). Browsers say so in Sec-Fetch-Site,
 * but "same-site" also covers a sibling subdomain, another site for us; so
 * an Origin, whenever one is sent, must name this site: the host the visitor
 * asked for, the host a proxy passed on, or the public address. A post with
 * no Origin to check (a script, an old browser) or with the "null" origin of
 * a privacy setting is taken as the visitor's own, unless the browser itself
 * says it came from elsewhere.
 */
export function isCrossSite(headers: Headers, siteUrl: string): boolean {
  const fetchSite = headers.get("sec-fetch-site");
  if (fetchSite === "cross-site") return true;
  const origin = headers.get("origin");
  if (!origin || origin === "null") return fetchSite === "same-site";
  const host = URL.parse(origin)?.host;
  const ours = [headers.get("host"), headers.get("x-forwarded-host"), URL.parse(siteUrl)?.host];
  return !host || !ours.includes(host);
}
