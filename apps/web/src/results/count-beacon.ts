import { addressCounter } from "@/http/address-counts";
import { clientAddress } from "@/http/client-address";
import { beaconSchema } from "@/results/beacon";
import { pendingCounts } from "@/results/pending-counts";
import { liveRoutes } from "@/routing/live-routes";
import { settings } from "@/server/server-context";

/** A person browsing sends a beacon a page and one a tap: 120 in 10 minutes is generous. */
const perAddress = { max: 120, windowMs: 10 * 60_000 };

/**
 * One beacon of a page (visit-counter.tsx): counted only for a page of the
 * route table and a known placement, from a visitor who did not ask not to be
 * counted, within a bound per address. Returns the status to answer, always
 * without a body: a beacon's answer is read by no one. `bytes` is undefined
 * when the body was over maxBeaconBytes.
 */
export async function countBeacon(
  bytes: Uint8Array | undefined,
  headers: Headers,
): Promise<number> {
  if (headers.get("dnt") === "1" || headers.get("sec-gpc") === "1") return 204;
  if (!bytes) return 413;
  let beacon: ReturnType<typeof beaconSchema.parse>;
  try {
    beacon = beaconSchema.parse(
      JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes)),
    );
  } catch {
    return 400;
  }
  const routes = await liveRoutes().catch(() => undefined);
  if (!routes?.pageFromKey(beacon.page)) return 400;
  // Beyond the bound a beacon is dropped quietly: a browser logs an error answer, and a
  // page that shows errors in its console looks broken to the office's tools.
  const address = clientAddress(headers, settings().clientAddress);
  if ((await addressCounter("beacons", perAddress).hit(address)) > perAddress.max) return 204;
  pendingCounts().add(beacon);
  return 204;
}
