import { officeInstant, parseWindowKey } from "@hvac/office/arrival-windows";
import { formResultPaths, type Locale } from "@hvac/routing";
import { absoluteUrl } from "@hvac/seo";
import { sameSignature, signature } from "@/security/signature";
import { settings } from "@/server/server-context";

/**
 * The "Manage my visit" link of a booking's confirmation: the request, and
 * until when the link works (the end of the day after the visit's window, so
 * a link kept or forwarded changes nothing later), signed with the store's
 * key. No login: whoever holds the link manages that one visit. Opening it
 * changes nothing (mail scanners follow links); its page's forms post.
 */
export interface ManageLink {
  /** The request's id. */
  visit: string;
  /** Unix seconds. */
  until: string;
  sig: string;
}

const daySeconds = 24 * 60 * 60;

const sign = (key: string, visit: string, until: string) =>
  signature(key, ["manage-visit", visit, until], 32);

/** The link's fields for a visit in `window` (a link for a moved visit lasts past its new window). */
export function manageLinkFields(key: string, leadId: string, window: string): ManageLink {
  const parsed = parseWindowKey(window);
  if (!parsed) throw new Error(`Not an arrival window: ${window}`);
  const until = String(Math.floor(officeInstant(parsed.day, parsed.end) / 1000) + daySeconds);
  return { visit: leadId, until, sig: sign(key, leadId, until) };
}

export const manageLinkQuery = (link: ManageLink) => new URLSearchParams({ ...link }).toString();

/** The page's address in the visitor's language, as the email carries it. */
export const manageLink = (key: string, leadId: string, window: string, locale: Locale) =>
  absoluteUrl(
    settings().siteUrl,
    `${formResultPaths.manageVisit[locale]}?${manageLinkQuery(manageLinkFields(key, leadId, window))}`,
  );

export type ManageLinkCheck = "valid" | "expired" | "invalid";

export function checkManageLink(
  key: string,
  link: Partial<ManageLink>,
  now = Date.now(),
): ManageLinkCheck {
  const { visit = "", until = "", sig = "" } = link;
  if (!visit || visit.length > 100 || !/^\d{1,12}$/.test(until)) return "invalid";
  if (!sameSignature(sign(key, visit, until), sig)) return "invalid";
  return now / 1000 > Number(until) ? "expired" : "valid";
}
