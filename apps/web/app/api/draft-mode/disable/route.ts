import { draftMode } from "next/headers";
import type { NextRequest } from "next/server";
import { liveRoutes } from "@/routing/live-routes";

/** The preview bar's exit: draft mode off, back to the same page as visitors see it. */
export async function GET(request: NextRequest) {
  (await draftMode()).disable();
  const wanted = request.nextUrl.searchParams.get("page") ?? "/";
  // Only a page of the site, never an address elsewhere.
  const local = wanted.startsWith("/") && !wanted.startsWith("//");
  const page = local && (await liveRoutes()).resolve(wanted).kind === "page" ? wanted : "/";
  // A relative address: the host the server knows itself by may not be the visitor's.
  return new Response(null, { status: 303, headers: { location: page } });
}
