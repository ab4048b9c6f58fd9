import { countEndpoint } from "@hvac/routing";
import { openFastLane } from "@/hosting/fast-lanes";
import { maxBeaconBytes } from "@/results/beacon";
import { countBeacon } from "@/results/count-beacon";

/**
 * Beacons come ten or more to a page, each a few bytes: the server answers
 * them without Next's request handling, which is most of their cost (the
 * route app/api/counts stays for `next dev`). Opened when the server starts.
 */
export function openBeaconLane() {
  openFastLane(countEndpoint, { method: "POST", maxBytes: maxBeaconBytes, answer: countBeacon });
}
