import { describe, expect, it } from "vitest";
import { asksForReview } from "./lead-document";

describe("the one review request", () => {
  it("is due for a customer: a visit done, or a request marked customer", () => {
    expect(asksForReview({ status: "customer" })).toBe(true);
    expect(asksForReview({ status: "contacted", visit: { status: "done" } })).toBe(true);
    expect(asksForReview({ status: "contacted", visit: { status: "confirmed" } })).toBe(false);
    expect(asksForReview({ status: "new" })).toBe(false);
  });

  it("never for suspected spam, and never twice", () => {
    expect(asksForReview({ status: "customer", spamReason: "tooFast" })).toBe(false);
    expect(asksForReview({ status: "customer", steps: [{ step: "reviewRequest" }] })).toBe(false);
    expect(asksForReview({ status: "customer", steps: [{ step: "officeEmail" }] })).toBe(true);
  });
});
