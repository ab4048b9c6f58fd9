import type { NextRequest } from "next/server";
import { bodyUpTo } from "@/hosting/capped-body";
import { maxBeaconBytes } from "@/results/beacon";
import { countBeacon } from "@/results/count-beacon";

/**
 * A page's beacon (results/count-beacon.ts). The production server answers
 * it ahead of Next (results/beacon-lane.ts); this route answers it under
 * `next dev`, and before the lane opens.
 */
export async function POST(request: NextRequest) {
  const status = await countBeacon(await bodyUpTo(request, maxBeaconBytes), request.headers);
  return new Response(null, { status, headers: { "cache-control": "no-store" } });
}
