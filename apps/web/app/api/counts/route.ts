import type { NextRequest } from "next/server";
import { bodyUpTo } from "@/hosting/capped-body";
import { clientAddress } from "@/leads/client-address";
import { requestCounter } from "@/leads/request-counter";
import { beaconSchema, maxBeaconBytes } from "@/results/beacon";
import { pendingCounts } from "@/results/results-service";
import { liveRoutes } from "@/routing/live-routes";

/**
 * A page's beacon: a visit or a tap on a call link (visit-counter.tsx).
 * Counted only for a page of the route table and a known placement, from a
 * visitor who did not ask not to be counted, within a bound per address.
 * No answer has a body: a beacon's answer is read by no one.
 */

/** A person browsing sends a beacon a page and one a tap: 120 in 10 minutes is generous. */
const perAddress = { max: 120, windowMs: 10 * 60_000 };
const beacons = requestCounter("beacons", perAddress);

const answer = (status: number) =>
  new Response(null, { status, headers: { "cache-control": "no-store" } });

export async function POST(request: NextRequest) {
  const headers = request.headers;
  if (headers.get("dnt") === "1" || headers.get("sec-gpc") === "1") return answer(204);
  const bytes = await bodyUpTo(request, maxBeaconBytes);
  if (!bytes) return answer(413);
  let beacon: ReturnType<typeof beaconSchema.parse>;
  try {
    beacon = beaconSchema.parse(
      JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes)),
    );
  } catch {
    return answer(400);
  }
  const routes = await liveRoutes().catch(() => undefined);
  if (!routes?.pageFromKey(beacon.page)) return answer(400);
  if ((await beacons.hit(clientAddress(headers))) > perAddress.max) return answer(429);
  pendingCounts().add(beacon);
  return answer(204);
}
