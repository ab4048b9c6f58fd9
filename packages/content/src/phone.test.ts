import { describe, expect, it } from "vitest";
import { nationalDigits, phoneNumber } from "./phone";

describe("the office phone number", () => {
  it("is kept as written, shown on one line, dialled in +1 form, and given to search engines as +1-AAA-BBB-CCCC", () => {
    expect(phoneNumber("(830) 555-0199")).toEqual({
      written: "(830) 555-0199",
      display: "(830)\u00a0555\u20110199",
      href: "tel:+18305550199",
      international: "+1-830-555-0199",
    });
  });

  it("reads the ten digits of a number however it is written", () => {
    for (const written of ["+1 (210) 555-0199", "210.555.0199", "2105550199", "1-210-555-0199"]) {
      expect(nationalDigits(written), written).toBe("2105550199");
    }
  });

  it("leaves a number it cannot read as written, for search engines", () => {
    expect(phoneNumber("555-0199").international).toBe("555-0199");
  });
});
