import { escapeHTML } from "@portabletext/to-html";
import type { NextRequest } from "next/server";
import { isCrossSite } from "@/http/cross-site";
import { checkContactedLink, contactedLinkDays, leadReference } from "@/outbound/contacted-link";
import { officeTime } from "@/outbound/office-email";
import { settings } from "@/server/server-context";
import { leadStore, storeKeys } from "@/stores/server-stores";

/**
 * The link in the on-call text message and the office's email. Opening it
 * shows one button; the button marks the request contacted (the time kept,
 * the page stopped). A mail scanner or a link preview that opens the link
 * marks nothing, another site's page cannot press the button for someone,
 * and a link older than a week marks nothing. For the office, in English.
 * Its security policy lets the form post (next.config.ts).
 */

const page = (title: string, body: string, status = 200) =>
  new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><meta name="robots" content="noindex"></head><body style="font:18px/1.5 system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem"><h1 style="font-size:1.5rem">${title}</h1>${body}</body></html>`,
    {
      status,
      headers: {
        "content-type": "text/html; charset=utf-8",
        "cache-control": "no-store",
        "referrer-policy": "no-referrer",
      },
    },
  );

type Link = { lead: string; at: string; sig: string };

const linkFrom = (read: (name: string) => unknown): Link | undefined => {
  const [lead, at, sig] = ["lead", "at", "sig"].map(read);
  return typeof lead === "string" && typeof at === "string" && typeof sig === "string"
    ? { lead, at, sig }
    : undefined;
};

async function checked(link: Link | undefined) {
  if (!link || link.lead.length > 100) return "invalid";
  return checkContactedLink(await storeKeys().signingKey(), link);
}

const refused = () =>
  page(
    "This link is not valid",
    "<p>Copy the whole link from the text message or the email.</p>",
    400,
  );

const expired = (lead: string) =>
  page(
    "This link has expired",
    `<p>A link marks a request contacted for ${contactedLinkDays} days. Mark ${escapeHTML(leadReference(lead))} contacted in the Studio, under Leads.</p>`,
    410,
  );

export async function GET(request: NextRequest) {
  const link = linkFrom((name) => request.nextUrl.searchParams.get(name));
  const check = await checked(link);
  if (!link || check === "invalid") return refused();
  if (check === "expired") return expired(link.lead);
  const hidden = (["lead", "at", "sig"] as const)
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHTML(link[name])}">`)
    .join("");
  return page(
    `Request ${leadReference(link.lead)}`,
    `<form method="post">${hidden}<button style="font:inherit;font-weight:600;padding:.75rem 1.5rem;border-radius:.5rem;border:2px solid #1e3a8a;background:#1e3a8a;color:#fff">Mark contacted</button></form><p>Press it once you have called or written back: nobody else will be paged for this request.</p>`,
  );
}

export async function POST(request: NextRequest) {
  if (isCrossSite(request.headers, settings().siteUrl)) {
    return page("Not marked", "<p>Open the link from the text message or the email.</p>", 403);
  }
  const form = await request.formData().catch(() => undefined);
  const link = linkFrom((name) => form?.get(name));
  const check = await checked(link);
  if (!link || check === "invalid") return refused();
  if (check === "expired") return expired(link.lead);
  const at = new Date().toISOString();
  const outcome = await leadStore().markContacted(link.lead, at);
  if (outcome === "unknown")
    return page("No such request", "<p>It may have been deleted.</p>", 404);
  return page(
    `Request ${leadReference(link.lead)} is marked contacted`,
    outcome === "marked"
      ? `<p>Marked at ${escapeHTML(officeTime(at))}. Nobody else will be paged for it.</p>`
      : "<p>Someone had already marked it contacted.</p>",
  );
}
