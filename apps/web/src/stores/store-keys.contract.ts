import { beforeEach, describe, expect, it } from "vitest";
import type { StoreBackend, StoreSeams } from "@/stores/store-backend.contract";

/** What every backend's keys and leases promise (store-keys.ts), through the contract alone. */
export function storeKeysContract(backend: StoreBackend) {
  describe(`the store's keys and leases: ${backend.name}`, () => {
    let store: StoreSeams;
    let opened: Awaited<ReturnType<StoreBackend["open"]>>;
    beforeEach(async () => {
      opened = await backend.open();
      store = opened.store;
    });

    it("lends the work to one worker of the fleet at a time, and to another when it lapses", async () => {
      const other = opened.twin();
      const now = Date.now();
      expect(await store.holdLease("a", 30_000, now)).toBe(true);
      expect(await other.holdLease("b", 30_000, now + 1000)).toBe(false);
      expect(await store.holdLease("a", 30_000, now + 2000)).toBe(true);
      expect(await other.holdLease("b", 30_000, now + 40_000)).toBe(true);
      expect(await store.holdLease("a", 30_000, now + 41_000)).toBe(false);
    });

    it("keeps one signing key, the same on every instance", async () => {
      const key = await store.signingKey();
      expect(key).toMatch(/^[\w-]{43}$/);
      expect(await opened.twin().signingKey()).toBe(key);
    });

    it("lends the paging summary's lease apart from the worker's", async () => {
      const now = Date.now();
      expect(await store.holdLease("worker", 30_000, now)).toBe(true);
      expect(await store.holdLease("first", 60_000, now, "pagingSummary")).toBe(true);
      expect(await opened.twin().holdLease("second", 60_000, now, "pagingSummary")).toBe(false);
      expect(await store.holdLease("second", 60_000, now + 61_000, "pagingSummary")).toBe(true);
    });
  });
}
