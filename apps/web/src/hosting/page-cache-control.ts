/**
 * How long a shared cache in front of the site (a CDN, nginx) may keep a page:
 * `seconds` (PAGE_CACHE_SECONDS, default 60), then as long again serving it while it
 * fetches the new one. A publish refreshes the site at once; through such a
 * cache it shows within that time. Browsers keep nothing (s-maxage is for
 * shared caches only), and no page sets a cookie, so one copy fits everyone.
 */
export function pageCacheControl(seconds: number): string {
  if (seconds === 0) return "no-cache";
  return `public, s-maxage=${seconds}, stale-while-revalidate=${seconds}`;
}
