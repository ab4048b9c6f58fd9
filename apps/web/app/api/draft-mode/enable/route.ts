import type { NextRequest } from "next/server";
import { defineEnableDraftMode } from "next-sanity/draft-mode";
import { pageToLeadTo } from "@/preview/page-to-lead-to";
import { secretLookup } from "@/preview/secret-lookup";
import { settings } from "@/server/server-context";

/** Where the Presentation tool names the page to show (as @sanity/preview-url-secret reads it). */
const pathnameParameter = "sanity-preview-pathname";

/**
 * The Studio's Presentation tool opens this with a preview secret it has just
 * written; a valid one turns draft mode on and leads to the page asked for
 * (the home page when it is not a page of the site), anything else is
 * refused (401).
 */
export async function GET(request: NextRequest) {
  const client = secretLookup(settings());
  if (!client) return new Response("Preview needs SANITY_READ_TOKEN.", { status: 401 });
  const url = new URL(request.url);
  const wanted = url.searchParams.get(pathnameParameter);
  if (wanted !== null) {
    url.searchParams.set(pathnameParameter, await pageToLeadTo(wanted));
  }
  return defineEnableDraftMode({ client }).GET(new Request(url, request));
}
