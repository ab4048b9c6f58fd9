import { describe, expect, it } from "vitest";
import { reminderDue } from "./visit-reminder";

describe("a visit's reminder", () => {
  it("is due the day before, at the hour the window starts, in the office's time", () => {
    // 8 AM Central standard time (UTC-6) on Monday 30 November 2026's eve.
    expect(reminderDue("2026-11-30T08:00-12:00")).toBe(Date.parse("2026-11-29T14:00:00Z"));
  });

  it("keeps the office's hour across the change of the clocks", () => {
    // The eve of Monday 15 March 2027 is the day the clocks spring forward: 9 AM is daylight time (UTC-5).
    expect(reminderDue("2027-03-15T09:00-13:00")).toBe(Date.parse("2027-03-14T14:00:00Z"));
    // The eve of Monday 8 November 2027 is the day they fall back: 9 AM is standard time again (UTC-6).
    expect(reminderDue("2027-11-08T09:00-13:00")).toBe(Date.parse("2027-11-07T15:00:00Z"));
  });

  it("is undefined for what is not a window", () => {
    expect(reminderDue("tomorrow")).toBeUndefined();
  });
});
