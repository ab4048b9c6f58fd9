import { describe, expect, it } from "vitest";
import { readBookingSettings, starterBookingSettings } from "./booking-settings";

const withWindows = (windows: unknown[]) => ({ ...starterBookingSettings, windows });

describe("booking settings", () => {
  it("takes the starter week: Monday to Friday 8-12 and 12-4, Saturday 9-1, 14 days, 2 hours", () => {
    const read = readBookingSettings(starterBookingSettings);
    expect(read.ok).toBe(true);
    expect(starterBookingSettings.windows).toHaveLength(11);
  });

  it("refuses a window that ends before it starts, saying which", () => {
    const read = readBookingSettings(
      withWindows([{ day: "monday", start: "12:00", end: "08:00", visits: 2 }]),
    );
    expect(read).toEqual({
      ok: false,
      problems: [
        "windows: Monday 12:00-08:00 ends before it starts: the end must be later than the start.",
      ],
    });
  });

  it("refuses overlapping windows on a day, and not the same hours on two days", () => {
    const read = readBookingSettings(
      withWindows([
        { day: "tuesday", start: "08:00", end: "12:00", visits: 2 },
        { day: "tuesday", start: "11:00", end: "15:00", visits: 2 },
        { day: "wednesday", start: "11:00", end: "15:00", visits: 2 },
      ]),
    );
    expect(read).toEqual({
      ok: false,
      problems: [
        "windows: Tuesday 08:00-12:00 and 11:00-15:00 overlap: a visit can arrive in only one window.",
      ],
    });
    // Back to back is not an overlap.
    expect(
      readBookingSettings(
        withWindows([
          { day: "tuesday", start: "08:00", end: "12:00", visits: 2 },
          { day: "tuesday", start: "12:00", end: "16:00", visits: 2 },
        ]),
      ).ok,
    ).toBe(true);
  });

  it("refuses a capacity below 0, a time written another way and a closed day that is no date", () => {
    const read = readBookingSettings({
      ...withWindows([{ day: "friday", start: "8am", end: "12:00", visits: -1 }]),
      closedDays: ["2026-02-30"],
    });
    expect(read.ok).toBe(false);
    expect(read.ok ? [] : read.problems).toEqual([
      "windows.0.start: Write the time as hours and minutes, like 08:00 or 13:30.",
      "windows.0.visits: A window takes 0 visits or more.",
      "closedDays.0: Write a closed day as a date, like 2026-12-25.",
    ]);
  });

  it("refuses days ahead outside 1-90 and a notice outside 0-72 hours", () => {
    const read = readBookingSettings({
      ...starterBookingSettings,
      daysAhead: 0,
      leastNoticeHours: 100,
    });
    expect(read.ok ? [] : read.problems).toEqual([
      "daysAhead: Offer at least 1 day ahead.",
      "leastNoticeHours: The notice is at most 72 hours.",
    ]);
  });
});
