import { describe, expect, it } from "vitest";
import { bytesBudgetCache } from "./bytes-budget-cache";

const cache = () => bytesBudgetCache<string>(10, (value) => value.length);

describe("values kept up to a budget of bytes", () => {
  it("keeps what fits and forgets the least recently asked first", () => {
    const kept = cache();
    kept.set("a", "aaaa");
    kept.set("b", "bbbb");
    expect(kept.get("a")).toBe("aaaa");
    kept.set("c", "cccc");
    expect(kept.get("b")).toBeUndefined();
    expect(kept.get("a")).toBe("aaaa");
    expect(kept.get("c")).toBe("cccc");
    expect(kept.used()).toBe(8);
  });

  it("never holds more than the budget, a value set again counted once", () => {
    const kept = cache();
    for (let i = 0; i < 100; i++) kept.set(`k${i % 7}`, "x".repeat(1 + (i % 4)));
    expect(kept.used()).toBeLessThanOrEqual(10);
    // What it counts is what it holds: each key's one value, once.
    const held = Array.from({ length: 7 }, (_, i) => kept.get(`k${i}`)).filter(
      (value) => value !== undefined,
    );
    expect(kept.used()).toBe(held.reduce((sum, value) => sum + value.length, 0));
    const again = cache();
    again.set("a", "aaaa");
    again.set("a", "aa");
    again.set("a", "aaa");
    expect([again.used(), again.get("a")]).toEqual([3, "aaa"]);
  });

  it("keeps nothing larger than the whole budget", () => {
    const kept = cache();
    kept.set("a", "aaaa");
    kept.set("huge", "h".repeat(11));
    expect(kept.get("huge")).toBeUndefined();
    expect(kept.get("a")).toBe("aaaa");
  });
});
