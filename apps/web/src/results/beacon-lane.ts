import { countEndpoint } from "@hvac/routing";
import { maxBeaconBytes } from "@/results/beacon";
import { countBeacon } from "@/results/count-beacon";
import { serverPart } from "@/server/server-context";

/**
 * A request the production server answers before Next (scripts/front-door.mjs):
 * its body capped at `maxBytes`, undefined when over, and its headers.
 */
export interface FastLane {
  maxBytes: number;
  answer(body: Uint8Array | undefined, headers: Headers): Promise<number>;
}

/**
 * Beacons come ten or more to a page, each a few bytes: the server answers
 * them without Next's request handling, which is most of their cost (the
 * route app/api/counts stays for `next dev`). Opened when the server starts.
 */
export function openBeaconLane() {
  serverPart("fastLanes", () => new Map<string, FastLane>()).set(countEndpoint, {
    maxBytes: maxBeaconBytes,
    answer: countBeacon,
  });
}
