import type { NextRequest } from "next/server";
import { defineEnableDraftMode } from "next-sanity/draft-mode";
import { source } from "@/content/source";
import { secretLookup } from "@/preview/secret-lookup";

/**
 * The Studio's Presentation tool opens this with a preview secret it has just
 * written; a valid one turns draft mode on and leads to the page asked for,
 * anything else is refused (401).
 */
export async function GET(request: NextRequest) {
  const client = secretLookup(source);
  if (!client) return new Response("Preview needs SANITY_READ_TOKEN.", { status: 401 });
  return defineEnableDraftMode({ client }).GET(request);
}
