import { describe, expect, it } from "vitest";
import { holdsAddress, withoutAddresses } from "@/outbound/without-addresses";

describe("a stranger's words in what the site sends", () => {
  it.each([
    ["https://evil.example/go?x=1 now", "[link] now"],
    ["see www.evil.example", "see [link]"],
    ["pay at evil.example/pay today", "pay at [link] today"],
    ["write boss@evil.example", "write [link]"],
    ["call 210-555-0999", "call [number]"],
    ["call +1 (830) 555 0101 now", "call [number] now"],
    ["ftp://files.example", "[link]"],
  ])("removes %j", (text, expected) => {
    expect(withoutAddresses(text)).toBe(expected);
  });

  it("keeps the visitor's own callback number, and ordinary words and figures", () => {
    expect(withoutAddresses("call me at 210.555.0199", "(210) 555-0199")).toBe(
      "call me at 210.555.0199",
    );
    expect(withoutAddresses("3 ton unit, 78112, 15 years old. e.g. noisy")).toBe(
      "3 ton unit, 78112, 15 years old. e.g. noisy",
    );
  });

  it("tells a name from a name with a domain in it", () => {
    expect(holdsAddress("María José")).toBe(false);
    expect(holdsAddress("J.R.")).toBe(false);
    expect(holdsAddress("O'Brien-Smith")).toBe(false);
    expect(holdsAddress("Win evil.example")).toBe(true);
    expect(holdsAddress("Ana www.evil.example")).toBe(true);
  });
});
