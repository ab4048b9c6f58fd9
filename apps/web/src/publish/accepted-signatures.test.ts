import { describe, expect, it } from "vitest";
import { firstUse, forget } from "./accepted-signatures";

// Without REDIS_URL: this instance's memory.
describe("the signatures of accepted publishes, without Redis", () => {
  const now = Date.UTC(2026, 0, 15, 12);

  it("a signature is accepted once within its window, then again only once expired", async () => {
    const signature = { hash: "abc", expiresAt: now + 1000 };
    expect(await firstUse(signature, now)).toBe(true);
    expect(await firstUse(signature, now + 999)).toBe(false);
    expect(await firstUse({ hash: "def", expiresAt: now + 1000 }, now)).toBe(true);
    expect(await firstUse(signature, now + 1001)).toBe(true);
  });

  it("a forgotten signature (its publish failed) passes again", async () => {
    const signature = { hash: "ghi", expiresAt: now + 1000 };
    expect(await firstUse(signature, now)).toBe(true);
    await forget(signature);
    expect(await firstUse(signature, now)).toBe(true);
  });
});
