import { leadContactedEndpoint } from "@hvac/routing";
import { absoluteUrl } from "@hvac/seo";
import { sameSignature, signature as signed } from "@/security/signature";
import { settings } from "@/server/server-context";

/**
 * The signed link in the on-call text message and the office's email that
 * marks a request contacted (app/api/leads/contacted). It opens a page with
 * one button: a mail scanner or a link preview that opens the link marks
 * nothing. It is signed over the request and the moment it was written, and
 * works for `contactedLinkDays`: a link forwarded or kept marks nothing later.
 */
export const contactedLinkDays = 7;
const lifetimeSeconds = contactedLinkDays * 24 * 60 * 60;
/** Instances' clocks may differ by a moment. */
const skewSeconds = 300;

const signature = (key: string, leadId: string, issued: string) =>
  signed(key, ["contacted", leadId, issued], 32);

export const contactedLink = (key: string, leadId: string, now = Date.now()) => {
  const issued = String(Math.floor(now / 1000));
  return absoluteUrl(
    settings().siteUrl,
    `${leadContactedEndpoint}?${new URLSearchParams({ lead: leadId, at: issued, sig: signature(key, leadId, issued) })}`,
  );
};

export type LinkCheck = "valid" | "expired" | "invalid";

export function checkContactedLink(
  key: string,
  link: { lead: string; at: string; sig: string },
  now = Date.now(),
): LinkCheck {
  if (!/^\d{1,12}$/.test(link.at)) return "invalid";
  if (!sameSignature(signature(key, link.lead, link.at), link.sig)) return "invalid";
  const age = now / 1000 - Number(link.at);
  if (age < -skewSeconds) return "invalid";
  return age > lifetimeSeconds ? "expired" : "valid";
}

/** A request's short reference, for people: "R-1A2B3C4D". */
export const leadReference = (id: string) =>
  `R-${(id.split(".").at(-1) ?? id).replace(/-/g, "").slice(0, 8).toUpperCase()}`;
