import { createHmac, timingSafeEqual } from "node:crypto";
import { leadContactedEndpoint } from "@hvac/routing";
import { absoluteUrl, siteUrl } from "@hvac/seo";

/**
 * The signed link in the on-call text message and the office's email that
 * marks a request contacted (app/api/leads/contacted). It opens a page with
 * one button: a mail scanner or a link preview that opens the link marks
 * nothing.
 */
const signature = (key: string, leadId: string) =>
  createHmac("sha256", key).update(`contacted:${leadId}`).digest("base64url").slice(0, 32);

export const contactedLink = (key: string, leadId: string) =>
  absoluteUrl(
    siteUrl,
    `${leadContactedEndpoint}?${new URLSearchParams({ lead: leadId, sig: signature(key, leadId) })}`,
  );

export function validContactedLink(key: string, leadId: string, sig: string): boolean {
  const expected = Buffer.from(signature(key, leadId));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** A request's short reference, for people: "R-1A2B3C4D". */
export const leadReference = (id: string) =>
  `R-${(id.split(".").at(-1) ?? id).replace(/-/g, "").slice(0, 8).toUpperCase()}`;
