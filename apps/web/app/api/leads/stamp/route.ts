import { NextResponse } from "next/server";
import { startStamp } from "@/leads/start-stamp";
import { leadStore } from "@/stores/server-stores";

/**
 * The signed moment a request form was first shown or touched; the form sends
 * it back with the request. Never cached: each is made when asked.
 */
export async function GET() {
  try {
    const stamp = startStamp(await leadStore().signingKey());
    return NextResponse.json({ stamp }, { headers: { "cache-control": "no-store" } });
  } catch (error) {
    // Without a stamp the request is still a lead: the form simply sends none.
    console.error("No start stamp could be made:", error);
    return NextResponse.json({}, { status: 503, headers: { "cache-control": "no-store" } });
  }
}
