import { serverPart } from "@/server/server-context";
import type { LeadStore } from "@/stores/lead-store";

declare module "@/server/server-context" {
  interface ServerParts {
    storeTidying: { next: number };
  }
}

const everyMs = 60 * 60 * 1000;

/**
 * The store's housekeeping, at most once an hour per server, after the answer
 * has gone: what the office is promised to be deleted is deleted.
 */
export function tidyStore(store: LeadStore, now = Date.now()): void {
  const tidying = serverPart("storeTidying", () => ({ next: 0 }));
  if (now < tidying.next) return;
  tidying.next = now + everyMs;
  setImmediate(() => {
    store.removeExpired(now).catch((error: unknown) => {
      tidying.next = 0;
      console.error("The lead store's housekeeping failed:", error);
    });
  });
}
