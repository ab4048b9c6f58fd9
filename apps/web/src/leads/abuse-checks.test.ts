import { describe, expect, it } from "vitest";
import { fillTimeElapsed, fillTimeStamp } from "@/leads/fill-time";
import { clientAddress, rateLimiter } from "@/leads/rate-limit";

describe("the fill-time stamp", () => {
  it("measures the time since it was given", () => {
    const stamp = fillTimeStamp(1_800_000_000_000);
    expect(fillTimeElapsed(stamp, 1_800_000_004_000)).toBe(4000);
  });
  it.each([
    ["missing", undefined],
    ["empty", ""],
    ["unsigned", "1800000000000"],
    ["forged", "1700000000000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"],
    ["re-timed", `1700000000000.${fillTimeStamp(1_800_000_000_000).split(".")[1]}`],
  ])("is not evidence when %s", (_name, stamp) => {
    expect(fillTimeElapsed(stamp, 1_800_000_004_000)).toBeUndefined();
  });
  it("is not evidence when it comes from the future", () => {
    expect(fillTimeElapsed(fillTimeStamp(1_800_000_004_000), 1_800_000_000_000)).toBeUndefined();
  });
});

describe("the rate limit", () => {
  it("lets an address send its allowance in the window, then refuses it until the window moves", () => {
    const limiter = rateLimiter({ max: 3, windowMs: 1000 });
    expect([0, 10, 20, 30].map((t) => limiter.allow("a", t))).toEqual([true, true, true, false]);
    expect(limiter.allow("b", 30)).toBe(true);
    expect(limiter.allow("a", 1015)).toBe(true);
  });
});

describe("the visitor's address", () => {
  const headers = (value?: string) => new Headers(value ? { "x-forwarded-for": value } : {});
  it.each([
    ["127.0.0.7", "127.0.0.7"],
    ["::ffff:127.0.0.7", "127.0.0.7"],
    // The nearest proxy appends the address it saw: earlier entries are the visitor's to forge.
    ["6.6.6.6, 203.0.113.9", "203.0.113.9"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:db8:1:2::9", "2001:db8:1:2::/64"],
    ["::1", "0:0:0:0::/64"],
  ])("%s is counted as %s", (forwarded, address) => {
    expect(clientAddress(headers(forwarded))).toBe(address);
  });
  it("is unknown without the header", () => {
    expect(clientAddress(headers())).toBe("unknown");
  });
});
