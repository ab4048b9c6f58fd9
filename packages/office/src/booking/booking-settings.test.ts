import { describe, expect, it } from "vitest";
import { clockTime, readBookingSettings, starterBookingSettings } from "./booking-settings";

const withWindows = (windows: unknown[]) => ({ ...starterBookingSettings, windows });

describe("booking settings", () => {
  it("takes the starter week: Monday to Friday 8-12 and 12-4, Saturday 9-1, 14 days, 2 hours", () => {
    const read = readBookingSettings(starterBookingSettings);
    expect(read.ok).toBe(true);
    expect(starterBookingSettings.windows).toHaveLength(11);
  });

  it("refuses a window that ends before it starts, saying which", () => {
    const read = readBookingSettings(
      withWindows([{ day: "Monday", start: "12:00", end: "08:00", visits: 2 }]),
    );
    expect(read).toEqual({
      ok: false,
      problems: [
        "windows: Monday 12:00 PM to 8:00 AM ends before it starts: the end must be later than the start.",
      ],
    });
  });

  it("refuses a window that ends as it starts", () => {
    expect(
      readBookingSettings(
        withWindows([{ day: "Friday", start: "09:30", end: "09:30", visits: 1 }]),
      ),
    ).toEqual({
      ok: false,
      problems: [
        "windows: Friday 9:30 AM to 9:30 AM ends before it starts: the end must be later than the start.",
      ],
    });
  });

  it("says what is wrong with settings that are not settings at all, with no place to point at", () => {
    expect(readBookingSettings("on")).toEqual({
      ok: false,
      problems: ["Invalid input: expected object, received string"],
    });
  });

  it("refuses overlapping windows on a day, and not the same hours on two days", () => {
    const read = readBookingSettings(
      withWindows([
        { day: "Tuesday", start: "08:00", end: "12:00", visits: 2 },
        { day: "Tuesday", start: "11:00", end: "15:00", visits: 2 },
        { day: "Wednesday", start: "11:00", end: "15:00", visits: 2 },
      ]),
    );
    expect(read).toEqual({
      ok: false,
      problems: [
        "windows: Tuesday 8:00 AM to 12:00 PM and 11:00 AM to 3:00 PM overlap: a visit can arrive in only one window.",
      ],
    });
    // Written in any order, at any minute.
    expect(
      readBookingSettings(
        withWindows([
          { day: "Thursday", start: "10:15", end: "12:00", visits: 2 },
          { day: "Thursday", start: "08:00", end: "10:30", visits: 2 },
        ]),
      ),
    ).toEqual({
      ok: false,
      problems: [
        "windows: Thursday 8:00 AM to 10:30 AM and 10:15 AM to 12:00 PM overlap: a visit can arrive in only one window.",
      ],
    });
    // Back to back is not an overlap.
    expect(
      readBookingSettings(
        withWindows([
          { day: "Tuesday", start: "08:00", end: "12:00", visits: 2 },
          { day: "Tuesday", start: "12:00", end: "16:00", visits: 2 },
        ]),
      ).ok,
    ).toBe(true);
  });

  it("refuses a capacity below 0, a time written another way and a closed day that is no date", () => {
    const read = readBookingSettings({
      ...withWindows([{ day: "Friday", start: "8am", end: "12:00", visits: -1 }]),
      closedDays: ["2026-02-30"],
    });
    expect(read.ok).toBe(false);
    expect(read.ok ? [] : read.problems).toEqual([
      "windows.0.start: Write the time as hours and minutes, like 08:00 or 13:30.",
      "windows.0.visits: A window takes 0 visits or more.",
      "closedDays.0: Write a closed day as a date, like 2026-12-25.",
    ]);
  });

  it("refuses booking on without a service; off, none is needed", () => {
    const none = { ...starterBookingSettings, services: [] };
    expect(readBookingSettings(none)).toEqual({
      ok: false,
      problems: ["services: Choose at least one service, or turn booking off."],
    });
    expect(readBookingSettings({ ...none, enabled: false }).ok).toBe(true);
  });

  it("says a time on the office's clock", () => {
    expect(["00:30", "08:00", "12:00", "13:30", "23:59"].map(clockTime)).toEqual([
      "12:30 AM",
      "8:00 AM",
      "12:00 PM",
      "1:30 PM",
      "11:59 PM",
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
