import { type CountBuffer, countBuffer } from "@/results/count-buffer";
import { resultsStore } from "@/stores/server-stores";

// One per process: the beacon's lane and route are separate bundles.
const holder = globalThis as { [key: symbol]: CountBuffer | undefined };
const countsKey = Symbol.for("hvac.pendingCounts");

/** The server's counts on their way to the store. */
export function pendingCounts(): CountBuffer {
  holder[countsKey] ??= countBuffer(resultsStore);
  return holder[countsKey];
}
