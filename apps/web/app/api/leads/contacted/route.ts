import { escapeHTML } from "@portabletext/to-html";
import type { NextRequest } from "next/server";
import { leadStore } from "@/leads/lead-service";
import { stampKey } from "@/leads/lead-store";
import { leadReference, validContactedLink } from "@/outbound/contacted-link";
import { officeTime } from "@/outbound/office-email";

/**
 * The link in the on-call text message and the office's email. Opening it
 * shows one button; the button marks the request contacted (the time kept,
 * the page stopped). A mail scanner or a link preview that opens the link
 * marks nothing. For the office, in English. Its security policy lets the
 * form post (next.config.ts).
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

async function checked(lead: string | null, sig: string | null) {
  if (!lead || !sig || lead.length > 100) return false;
  return validContactedLink(await stampKey(leadStore()), lead, sig);
}

const refused = () =>
  page(
    "This link is not valid",
    "<p>Copy the whole link from the text message or the email.</p>",
    400,
  );

export async function GET(request: NextRequest) {
  const lead = request.nextUrl.searchParams.get("lead");
  const sig = request.nextUrl.searchParams.get("sig");
  if (!(await checked(lead, sig))) return refused();
  return page(
    `Request ${leadReference(lead ?? "")}`,
    `<form method="post"><input type="hidden" name="lead" value="${escapeHTML(lead ?? "")}"><input type="hidden" name="sig" value="${escapeHTML(sig ?? "")}"><button style="font:inherit;font-weight:600;padding:.75rem 1.5rem;border-radius:.5rem;border:2px solid #1e3a8a;background:#1e3a8a;color:#fff">Mark contacted</button></form><p>Press it once you have called or written back: nobody else will be paged for this request.</p>`,
  );
}

export async function POST(request: NextRequest) {
  const form = await request.formData().catch(() => undefined);
  const lead = form?.get("lead");
  const sig = form?.get("sig");
  if (typeof lead !== "string" || typeof sig !== "string" || !(await checked(lead, sig))) {
    return refused();
  }
  const at = new Date().toISOString();
  const outcome = await leadStore().markContacted(lead, at);
  if (outcome === "unknown")
    return page("No such request", "<p>It may have been deleted.</p>", 404);
  return page(
    `Request ${leadReference(lead)} is marked contacted`,
    outcome === "marked"
      ? `<p>Marked at ${escapeHTML(officeTime(at))}. Nobody else will be paged for it.</p>`
      : "<p>Someone had already marked it contacted.</p>",
  );
}
