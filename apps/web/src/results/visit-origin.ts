import { campaignWord } from "@hvac/office/campaign-word";
import type { ClickId, VisitOrigin } from "@hvac/office/results";

/**
 * Where the visit began, kept in the browser tab (sessionStorage: gone when
 * the tab closes) until a request is sent: no cookie, no identifier. Runs in
 * the browser only.
 */

const storageKey = "hvac:visit";
/** A tab left alone this long starts a new visit on its next page. */
const visitGapMs = 30 * 60_000;
const clickIdNames: ClickId[] = ["gclid", "msclkid", "fbclid"];
/**
 * The campaign's words are kept short and plain (letters, digits, spaces, dots,
 * hyphens, underscores), as the server keeps them: they are labels, not data,
 * and "spring/2027" is still "spring 2027".
 */
const word = campaignWord;

const hostOf = (address: string) => {
  try {
    return new URL(address).hostname || null;
  } catch {
    return null;
  }
};

/** The visitor asked not to be counted: Do Not Track or Global Privacy Control. */
export const declined = () =>
  navigator.doNotTrack === "1" ||
  (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl === true;

function stored(): { origin: VisitOrigin; seen: number } | undefined {
  try {
    return JSON.parse(sessionStorage.getItem(storageKey) ?? "null") ?? undefined;
  } catch {
    return undefined;
  }
}

/** The origin of this tab's visit, for the request form to send along. */
export const visitOrigin = () => (declined() ? undefined : stored()?.origin);

/**
 * Notes this page view: a visit begins when the tab has none, when the page
 * was reached from another site or a campaign address, or after a long gap.
 * Returns the visit's origin and whether it began here.
 */
export function notePageView(page: string): { origin: VisitOrigin; began: boolean } {
  const query = new URLSearchParams(location.search);
  const referrer = hostOf(document.referrer);
  const external = referrer !== null && referrer !== location.hostname;
  const clickId = clickIdNames.find((name) => query.has(name)) ?? null;
  const campaign = query.has("utm_source") || query.has("utm_campaign") || clickId !== null;
  const now = Date.now();
  const held = stored();
  const began = !held || external || campaign || now - held.seen > visitGapMs;
  const origin: VisitOrigin =
    began || !held
      ? {
          landing: page,
          referrer: external ? referrer : null,
          utmSource: word(query.get("utm_source")),
          utmMedium: word(query.get("utm_medium")),
          utmCampaign: word(query.get("utm_campaign")),
          clickId,
          device: innerWidth < 768 ? "phone" : "desktop",
        }
      : held.origin;
  try {
    sessionStorage.setItem(storageKey, JSON.stringify({ origin, seen: now }));
  } catch {
    // Storage off (a private window's quota): the visit is still counted.
  }
  return { origin, began };
}
