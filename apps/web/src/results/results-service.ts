import { type CountBuffer, countBuffer } from "@/results/count-buffer";
import { openResultsStore, type ResultsStore } from "@/results/results-store";
import { settings } from "@/server/settings";

interface Held {
  store?: ResultsStore;
  counts?: CountBuffer;
}

// One per process: the beacon's route and the weekly email's worker are separate bundles.
const held = (globalThis as { __hvacResults?: Held }).__hvacResults ?? {};
(globalThis as { __hvacResults?: Held }).__hvacResults = held;

/** The server's one results store, opened on first use. */
export function resultsStore(): ResultsStore {
  held.store ??= openResultsStore(settings());
  return held.store;
}

/** The server's counts on their way to the store. */
export function pendingCounts(): CountBuffer {
  held.counts ??= countBuffer(resultsStore);
  return held.counts;
}
