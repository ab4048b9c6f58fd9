import { serverPart } from "@/server/server-context";
import type { LeadStore } from "@/stores/lead-store";
import { openStores, type Stores } from "@/stores/open-stores";
import type { ResultsStore } from "@/stores/results-store";
import type { StoreKeys } from "@/stores/store-keys";
import type { TextOptOuts } from "@/stores/text-opt-outs";
import type { VisitBook } from "@/stores/visit-book";

declare module "@/server/server-context" {
  interface ServerParts {
    stores: Stores;
  }
}

/**
 * The server's stores, opened from its settings on first use (stores that
 * failed to open are tried again on the next use), one seam each.
 */
export const serverStores = (): Stores => serverPart("stores", openStores);
export const leadStore = (): LeadStore => serverStores().leads;
export const visitBook = (): VisitBook => serverStores().visits;
export const textOptOuts = (): TextOptOuts => serverStores().texts;
export const storeKeys = (): StoreKeys => serverStores().keys;
export const resultsStore = (): ResultsStore => serverStores().results;
