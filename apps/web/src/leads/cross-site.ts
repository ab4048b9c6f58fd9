/**
 * Whether a post comes from another site's page, made on a visitor's behalf
 * (a hidden form that submits itself). Browsers say so in Sec-Fetch-Site;
 * those that do not yet (older Safari) still send Origin, which must then
 * name this site: the host the visitor asked for, the host a proxy passed on,
 * or the public address. A post with neither (a script, an old browser) or
 * with the "null" origin of a privacy setting is taken as the visitor's own.
 */
export function isCrossSite(headers: Headers, siteUrl: string): boolean {
  const fetchSite = headers.get("sec-fetch-site");
  if (fetchSite === "cross-site") return true;
  if (fetchSite === "same-origin" || fetchSite === "same-site") return false;
  const origin = headers.get("origin");
  if (!origin || origin === "null") return false;
  const host = URL.parse(origin)?.host;
  const ours = [headers.get("host"), headers.get("x-forwarded-host"), URL.parse(siteUrl)?.host];
  return !host || !ours.includes(host);
}
