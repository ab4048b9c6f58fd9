import { liveRoutes } from "@/routing/live-routes";

/** Printable ASCII and nothing else: no control character, space or line separator to forge a header or a log line with (page addresses are ASCII). */
const printableAscii = /^[\x21-\x7e]+$/;

const here = "http://site.invalid";

/**
 * Where draft mode's entry and exit may lead: `wanted` when it names a page
 * of the site (its path as the URL parser reads it, and its query), the home
 * page otherwise. Never an address elsewhere (`//host`, `/\host`, dot
 * segments that end in one), never a character a header cannot hold.
 */
export async function pageToLeadTo(wanted: string | null): Promise<string> {
  if (!wanted?.startsWith("/") || !printableAscii.test(wanted)) return "/";
  const url = new URL(wanted, here);
  if (url.origin !== here) return "/";
  const resolution = (await liveRoutes()).resolve(url.pathname);
  return resolution.kind === "page" ? `${url.pathname}${url.search}` : "/";
}
