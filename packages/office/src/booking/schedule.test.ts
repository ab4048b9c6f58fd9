import { describe, expect, it } from "vitest";
import { starterBookingSettings } from "./booking-settings";
import { placesTaken, type ScheduledVisit, schedule, windowsToMoveTo } from "./schedule";
import type { VisitStatus } from "./visit";

// Friday 27 November 2026, 2 PM in San Antonio.
const now = Date.parse("2026-11-27T20:00:00Z");
let n = 0;
const visit = (window: string, status: VisitStatus): ScheduledVisit => ({
  id: `lead.${++n}`,
  name: `Visitor ${n}`,
  city: "Elmendorf",
  visit: { window, service: "service:servicePage-acRepair", status },
});

describe("the office's Schedule", () => {
  it("lists the coming days window by window, each with its visits, from today's", () => {
    const booked = visit("2026-11-30T08:00-12:00", "booked");
    const cancelled = visit("2026-11-30T08:00-12:00", "cancelled");
    const today = visit("2026-11-27T12:00-16:00", "confirmed");
    const past = visit("2026-11-26T08:00-12:00", "done");
    const { days } = schedule(starterBookingSettings, [cancelled, booked, today, past], now);
    expect(days[0]).toEqual({
      day: "2026-11-27",
      windows: [
        {
          key: "2026-11-27T12:00-16:00",
          start: "12:00",
          end: "16:00",
          visits: 3,
          booked: [today],
          outside: false,
        },
      ],
    });
    const monday = days.find((day) => day.day === "2026-11-30");
    expect(monday?.windows.map((window) => window.key)).toEqual([
      "2026-11-30T08:00-12:00",
      "2026-11-30T12:00-16:00",
    ]);
    // Those holding a place first.
    expect(monday?.windows[0]?.booked).toEqual([booked, cancelled]);
    expect(monday?.windows[1]).toEqual({
      key: "2026-11-30T12:00-16:00",
      start: "12:00",
      end: "16:00",
      visits: 3,
      booked: [],
      outside: false,
    });
    // Sundays have no windows: no day. Fourteen days ahead, from today.
    expect(days.some((day) => day.day === "2026-11-29")).toBe(false);
    expect(days.at(-1)?.day).toBe("2026-12-10");
  });

  it("keeps a visit whose window the office has since taken out, marked as needing a move", () => {
    const early = visit("2026-12-01T07:00-09:00", "booked");
    const onHoliday = visit("2026-12-02T08:00-12:00", "moved");
    const settings = { ...starterBookingSettings, closedDays: ["2026-12-02"] };
    const { days } = schedule(settings, [early, onHoliday], now);
    const tuesday = days.find((day) => day.day === "2026-12-01")?.windows;
    expect(tuesday?.[0]).toMatchObject({ key: early.visit.window, outside: true, booked: [early] });
    expect(tuesday?.[0]?.visits).toBeUndefined();
    expect(days.find((day) => day.day === "2026-12-02")?.windows).toEqual([
      expect.objectContaining({ key: onHoliday.visit.window, outside: true }),
    ]);
  });

  it("marks a window as needing a move unless the settings give that very window on its weekday", () => {
    // Monday 30 November: the settings give 08:00-12:00 and 12:00-16:00; Saturdays 09:00-13:00.
    const keys = [
      "2026-11-30T08:00-16:00",
      "2026-11-30T10:00-12:00",
      "2026-11-30T09:00-13:00",
      "2026-11-30T12:00-16:00",
    ];
    const { days } = schedule(
      starterBookingSettings,
      keys.map((key) => visit(key, "booked")),
      now,
    );
    const monday = days.find((day) => day.day === "2026-11-30")?.windows ?? [];
    expect(
      Object.fromEntries(monday.map((window) => [window.key, [window.visits, window.outside]])),
    ).toEqual({
      "2026-11-30T08:00-12:00": [3, false],
      "2026-11-30T08:00-16:00": [undefined, true],
      "2026-11-30T09:00-13:00": [undefined, true],
      "2026-11-30T10:00-12:00": [undefined, true],
      "2026-11-30T12:00-16:00": [3, false],
    });
  });

  it("marks a window gone from the settings by the visits holding a place in it, a cancelled one beside them", () => {
    const moved = visit("2026-12-01T07:00-09:00", "moved");
    const cancelled = visit("2026-12-01T07:00-09:00", "cancelled");
    const onlyCancelled = visit("2026-12-01T17:00-19:00", "cancelled");
    const { days } = schedule(starterBookingSettings, [cancelled, moved, onlyCancelled], now);
    const tuesday = days.find((day) => day.day === "2026-12-01")?.windows ?? [];
    expect(tuesday.map((window) => [window.key, window.outside, window.booked])).toEqual([
      ["2026-12-01T07:00-09:00", true, [moved, cancelled]],
      ["2026-12-01T08:00-12:00", false, []],
      ["2026-12-01T12:00-16:00", false, []],
      // Nothing left to move.
      ["2026-12-01T17:00-19:00", false, [onlyCancelled]],
    ]);
  });

  it("skips a visit whose window names no window (a document written by hand)", () => {
    const odd = visit("soon", "booked");
    const { days } = schedule(starterBookingSettings, [odd], now);
    expect(days.flatMap((day) => day.windows).some((window) => window.booked.length > 0)).toBe(
      false,
    );
  });

  it("lists the requests wanting a time apart, and offers windows with a place left to move to", () => {
    const wanted = visit("2026-11-28T09:00-13:00", "wanted");
    const full = ["booked", "confirmed"].map((status) =>
      visit("2026-11-28T09:00-13:00", status as VisitStatus),
    );
    const all = [wanted, ...full];
    const listed = schedule(starterBookingSettings, all, now);
    expect(listed.wanting).toEqual([wanted]);
    // Not in its window: the window lists the two holding its places.
    expect(
      listed.days.flatMap((day) => day.windows).find((w) => w.key === wanted.visit.window)?.booked,
    ).toEqual(full);
    const taken = placesTaken(all);
    expect(taken.get("2026-11-28T09:00-13:00")).toBe(2);
    const open = windowsToMoveTo(starterBookingSettings, (key) => taken.get(key) ?? 0, now).map(
      (window) => window.key,
    );
    // Saturday's one window is full, today's have begun: Monday's first is next.
    expect(open).not.toContain("2026-11-28T09:00-13:00");
    expect(open[0]).toBe("2026-11-30T08:00-12:00");
  });
});
