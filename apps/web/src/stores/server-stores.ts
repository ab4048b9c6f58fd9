import { serverPart } from "@/server/server-context";
import type { LeadStore } from "@/stores/lead-store";
import { openStores, type Stores } from "@/stores/open-stores";
import type { ResultsStore } from "@/stores/results-store";

/**
 * The server's stores, opened from its settings on first use (stores that
 * failed to open are tried again on the next use).
 */
export const serverStores = (): Stores => serverPart("stores", openStores);
export const leadStore = (): LeadStore => serverStores().leads;
export const resultsStore = (): ResultsStore => serverStores().results;
