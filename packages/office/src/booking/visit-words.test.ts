import { describe, expect, it } from "vitest";
import { visitStatusWords, waitReasonWords } from "./visit-words";

describe("a visit in the office's words", () => {
  it('has one name for a visit without a place, "Needs a time", wherever it is shown', () => {
    expect(visitStatusWords.wanted).toMatch(/^Needs a time\b/);
    const others = Object.entries(visitStatusWords).filter(([status]) => status !== "wanted");
    for (const [, words] of others) {
      expect(words).not.toMatch(/\b(?:wants?|wanting|waiting for|needs) a time\b/i);
    }
  });

  it("says where a visit stands without the website's own terms", () => {
    for (const words of [...Object.values(visitStatusWords), ...Object.values(waitReasonWords)]) {
      expect(words).not.toMatch(/\b(?:holds? (?:a|its|no) place|has its place|lead id)\b/i);
    }
  });
});
