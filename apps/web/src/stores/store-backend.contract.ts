import type { LeadRecord } from "@hvac/office/lead-record";
import { sampleLead } from "@hvac/test-fixtures/sample-lead";
import type { LeadStore } from "@/stores/lead-store";
import type { StoreKeys } from "@/stores/store-keys";
import type { TextOptOuts } from "@/stores/text-opt-outs";
import type { VisitBook } from "@/stores/visit-book";

/** One backend keeps every seam (lead-store.ts, visit-book.ts, text-opt-outs.ts, store-keys.ts). */
export type StoreSeams = LeadStore & VisitBook & TextOptOuts & StoreKeys;

/**
 * A backend as every store's contract suite opens it (stores.test.ts): a
 * store fresh for each test, a second instance on the same data (another
 * server of a fleet), and the office marking a request as a customer, as it
 * does in its tools.
 */
export interface StoreBackend {
  name: string;
  open(): Promise<{
    store: StoreSeams;
    /** Another instance on the same data. */
    twin(): StoreSeams;
    markCustomer(id: string): Promise<void>;
  }>;
}

let counter = 0;
/** A request, unique by its ZIP code (the duplicate key reads it). */
export const request = (patch: Partial<LeadRecord> = {}): LeadRecord =>
  sampleLead({
    id: `lead-contract-${++counter}`,
    zip: String(70000 + counter),
    receivedAt: new Date().toISOString(),
    ...patch,
  });

export const minute = 60_000;
export const day = 24 * 60 * minute;

/** Every request kept as a lead (suspected spam left out). */
export const everyLead = (store: LeadStore) =>
  store.leadsBetween("2000-01-01T00:00:00.000Z", "2100-01-01T00:00:00.000Z");
