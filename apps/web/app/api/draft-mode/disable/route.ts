import { draftMode } from "next/headers";
import type { NextRequest } from "next/server";
import { pageToLeadTo } from "@/preview/page-to-lead-to";

/** The preview bar's exit: draft mode off, back to the same page as visitors see it. */
export async function GET(request: NextRequest) {
  (await draftMode()).disable();
  const page = await pageToLeadTo(request.nextUrl.searchParams.get("page"));
  // A relative address: the host the server knows itself by may not be the visitor's.
  return new Response(null, { status: 303, headers: { location: page } });
}
