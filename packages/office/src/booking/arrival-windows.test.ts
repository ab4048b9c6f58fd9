import { describe, expect, it } from "vitest";
import {
  byDay,
  closedDaysInRange,
  officeInstant,
  openWindows,
  parseWindowKey,
  windowKey,
  windowsInRange,
} from "./arrival-windows";
import { type BookingSettings, starterBookingSettings } from "./booking-settings";

const nothingBooked = () => 0;
/** An instant written as office-time words would say it, for readable tests. */
const at = (iso: string) => Date.parse(iso);

describe("arrival windows", () => {
  // Monday 2026-11-30, 06:00 in San Antonio (12:00 UTC).
  const mondayMorning = at("2026-11-30T12:00:00Z");

  it("offers today's windows at two hours' notice, then every open day for 14 days", () => {
    const windows = openWindows(starterBookingSettings, {
      now: mondayMorning,
      booked: nothingBooked,
    });
    // 08:00 starts in 2 hours exactly: still offered.
    expect(windows[0]?.key).toBe("2026-11-30T08:00-12:00");
    const days = byDay(windows).map(({ day }) => day);
    // Two weeks from Monday the 30th: Sundays have no window.
    expect(days).toEqual([
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
      "2026-12-07",
      "2026-12-08",
      "2026-12-09",
      "2026-12-10",
      "2026-12-11",
      "2026-12-12",
    ]);
    expect(byDay(windows).find(({ day }) => day === "2026-12-05")?.windows).toMatchObject([
      { start: "09:00", end: "13:00", visits: 2, left: 2 },
    ]);
  });

  it("leaves out a window starting sooner than the notice, a full one and a closed day", () => {
    const sixThirty = at("2026-11-30T12:30:00Z");
    const settings: BookingSettings = { ...starterBookingSettings, closedDays: ["2026-12-01"] };
    const booked = (key: string) => (key === "2026-11-30T12:00-16:00" ? 3 : 0);
    const windows = openWindows(settings, { now: sixThirty, booked });
    const monday = byDay(windows)[0];
    // 08:00 is 1.5 hours away; 12:00-16:00 is full; Tuesday is closed.
    expect(monday?.day).toBe("2026-12-02");
    // The full window is still in range, shown as taken to who asked for it.
    expect(
      windowsInRange(settings, { now: sixThirty, booked }).find((w) => w.start === "12:00"),
    ).toMatchObject({ day: "2026-11-30", left: 0 });
  });

  it("a window 0 visits take is closed without being deleted", () => {
    const settings: BookingSettings = {
      ...starterBookingSettings,
      windows: starterBookingSettings.windows.map((w) =>
        w.day === "Saturday" ? { ...w, visits: 0 } : w,
      ),
    };
    const days = byDay(openWindows(settings, { now: mondayMorning, booked: nothingBooked }));
    expect(days.map(({ day }) => day)).not.toContain("2026-12-05");
    // Not a window full up: the day is closed (the picker says so, the office's Schedule lists none).
    expect(closedDaysInRange(settings, { now: mondayMorning })).toEqual([
      "2026-12-05",
      "2026-12-06",
      "2026-12-12",
      "2026-12-13",
    ]);
    expect(windowsInRange(settings, { now: mondayMorning, booked: nothingBooked })).not.toEqual(
      expect.arrayContaining([expect.objectContaining({ day: "2026-12-05" })]),
    );
  });

  it("offers a day's windows in the order they start, whatever the order the office wrote them in", () => {
    const settings: BookingSettings = {
      ...starterBookingSettings,
      windows: [
        { day: "Monday", start: "13:00", end: "17:00", visits: 1 },
        { day: "Monday", start: "07:00", end: "09:00", visits: 1 },
        { day: "Monday", start: "09:00", end: "13:00", visits: 1 },
      ],
      daysAhead: 1,
      leastNoticeHours: 0,
    };
    expect(
      windowsInRange(settings, { now: mondayMorning, booked: nothingBooked }).map((w) => w.key),
    ).toEqual(["2026-11-30T07:00-09:00", "2026-11-30T09:00-13:00", "2026-11-30T13:00-17:00"]);
  });

  it("on the days the clocks change, a window keeps its office time (2027-03-14, 2027-11-07)", () => {
    const sundays: BookingSettings = {
      ...starterBookingSettings,
      windows: [{ day: "Sunday", start: "08:00", end: "12:00", visits: 1 }],
      leastNoticeHours: 0,
      daysAhead: 2,
    };
    const spring = openWindows(sundays, { now: at("2027-03-14T06:00:00Z"), booked: nothingBooked });
    // Summer time from 2 a.m.: 08:00 CDT is 13:00 UTC, a day after 08:00 CST was 14:00 UTC.
    expect(spring).toMatchObject([
      {
        key: "2027-03-14T08:00-12:00",
        startsAt: at("2027-03-14T13:00:00Z"),
        endsAt: at("2027-03-14T17:00:00Z"),
      },
    ]);
    const autumn = openWindows(sundays, { now: at("2027-11-07T05:00:00Z"), booked: nothingBooked });
    expect(autumn).toMatchObject([
      {
        key: "2027-11-07T08:00-12:00",
        startsAt: at("2027-11-07T14:00:00Z"),
        endsAt: at("2027-11-07T18:00:00Z"),
      },
    ]);
    // A time the clocks skip is the moment after the jump.
    expect(officeInstant("2027-03-14", "02:30")).toBe(at("2027-03-14T08:30:00Z"));
  });

  it("today is the office's day, not the server's: 11 p.m. Sunday in Texas is Monday in UTC", () => {
    const sundayNight = at("2026-11-30T05:00:00Z");
    const windows = openWindows(starterBookingSettings, {
      now: sundayNight,
      booked: nothingBooked,
    });
    expect(windows[0]?.key).toBe("2026-11-30T08:00-12:00");
    // 14 days from Sunday the 29th: the last is Saturday 12-12.
    expect(byDay(windows).at(-1)?.day).toBe("2026-12-12");
  });

  it("names a window by its day, start and end, and no other key", () => {
    const key = windowKey("2026-12-02", "12:00", "16:00");
    expect(parseWindowKey(key)).toEqual({ day: "2026-12-02", start: "12:00", end: "16:00" });
    for (const malformed of [
      "2026-02-30T08:00-12:00",
      "2026-12-02T25:00-12:00",
      "2026-12-02T08:00-12:60",
      "tomorrow",
      `x${key}`,
      `${key}x`,
    ]) {
      expect(parseWindowKey(malformed)).toBeNull();
    }
  });

  it("counts the days ahead from the office's today: late Sunday in Texas offers no Monday with one day ahead", () => {
    // 11 p.m. Sunday in San Antonio, already Monday in UTC: one day ahead is Sunday alone, closed.
    const sundayNight = at("2026-11-30T05:00:00Z");
    const oneDay = { ...starterBookingSettings, daysAhead: 1, leastNoticeHours: 0 };
    expect(openWindows(oneDay, { now: sundayNight, booked: nothingBooked })).toEqual([]);
    // Two days ahead: Monday's windows, which UTC would have taken for today's.
    const twoDays = { ...oneDay, daysAhead: 2 };
    expect(
      byDay(openWindows(twoDays, { now: sundayNight, booked: nothingBooked })).map((d) => d.day),
    ).toEqual(["2026-11-30"]);
  });
});
