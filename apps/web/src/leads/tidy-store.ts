import type { LeadStore } from "@/stores/lead-store";

const everyMs = 60 * 60 * 1000;
let next = 0;

/**
 * The store's housekeeping, at most once an hour per server, after the answer
 * has gone: what the office is promised to be deleted is deleted.
 */
export function tidyStore(store: LeadStore, now = Date.now()): void {
  if (now < next) return;
  next = now + everyMs;
  setImmediate(() => {
    store.removeExpired(now).catch((error: unknown) => {
      next = 0;
      console.error("The lead store's housekeeping failed:", error);
    });
  });
}
