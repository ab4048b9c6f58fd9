import { settings } from "@/server/settings";
import type { LeadStore } from "@/stores/lead-store";
import { openStores, type Stores } from "@/stores/open-stores";
import type { ResultsStore } from "@/stores/results-store";

// One pair per process: the routes, the proxy's front door and the workers are separate bundles.
const holder = globalThis as { [key: symbol]: Stores | undefined };
const storesKey = Symbol.for("hvac.stores");

/**
 * The server's stores, opened on first use from its settings; stores that
 * failed to open are tried again on the next use.
 */
export function serverStores(): Stores {
  holder[storesKey] ??= openStores(settings());
  return holder[storesKey];
}

export const leadStore = (): LeadStore => serverStores().leads;
export const resultsStore = (): ResultsStore => serverStores().results;
