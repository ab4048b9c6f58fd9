import { type LeadStore, openLeadStore } from "@/leads/lead-store";
import { settings } from "@/server/settings";

let store: LeadStore | undefined;

/**
 * The server's one lead store, shared by the lead endpoint and the start
 * stamps. Opened on first use; a store that failed to open is tried again on
 * the next request.
 */
export function leadStore(): LeadStore {
  store ??= openLeadStore(settings());
  return store;
}
