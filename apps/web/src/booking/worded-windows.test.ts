import type { ArrivalWindow } from "@hvac/office/arrival-windows";
import { windowWords } from "@hvac/office/window-words";
import { describe, expect, it } from "vitest";
import type { OfferedDay } from "@/booking/offered-windows";
import { shownDay, wordedDays } from "@/booking/worded-windows";

/** A window of the starter's week with `left` of its 3 places still open. */
function windowOf(key: string, left: number): ArrivalWindow {
  const [, day = "", start = "", end = ""] = /^(.+)T(.+)-(.+)$/.exec(key) ?? [];
  return { key, day, start, end, startsAt: 0, endsAt: 0, visits: 3, left };
}
const day = (date: string, windows: ArrivalWindow[], closed = false): OfferedDay => ({
  day: date,
  windows,
  closed,
});
/** The span as the office's calendar words write it (window-words.test.ts). */
const span = (key: string, locale: "en" | "es") => windowWords(key, locale)?.time;

// Monday: one window full, one with a place; Tuesday: both full; Wednesday a holiday.
const monday = day("2026-11-30", [
  windowOf("2026-11-30T08:00-12:00", 0),
  windowOf("2026-11-30T12:00-16:00", 1),
]);
const tuesday = day("2026-12-01", [
  windowOf("2026-12-01T08:00-12:00", 0),
  windowOf("2026-12-01T12:00-16:00", 0),
]);
const wednesday = day("2026-12-02", [], true);
const thursday = day("2026-12-03", [
  windowOf("2026-12-03T08:00-12:00", 3),
  windowOf("2026-12-03T12:00-16:00", 2),
]);

describe("the days a visitor picks from, in their words", () => {
  it("each day named in full and short, how it stands, and its windows with the places left or full", () => {
    expect(wordedDays([monday, tuesday, wednesday, thursday], "en")).toEqual([
      {
        day: "2026-11-30",
        legend: "Monday, November 30",
        short: "Mon, Nov 30",
        status: "Open",
        unavailable: false,
        windows: [
          {
            key: "2026-11-30T08:00-12:00",
            time: span("2026-11-30T08:00-12:00", "en"),
            openings: "Full",
            full: true,
          },
          {
            key: "2026-11-30T12:00-16:00",
            time: span("2026-11-30T12:00-16:00", "en"),
            openings: "1 left",
            full: false,
          },
        ],
      },
      {
        day: "2026-12-01",
        legend: "Tuesday, December 1",
        short: "Tue, Dec 1",
        status: "Full",
        unavailable: true,
        windows: [
          expect.objectContaining({ openings: "Full", full: true }),
          expect.objectContaining({ openings: "Full", full: true }),
        ],
      },
      {
        day: "2026-12-02",
        legend: "Wednesday, December 2",
        short: "Wed, Dec 2",
        status: "Closed",
        unavailable: true,
        windows: [],
      },
      {
        day: "2026-12-03",
        legend: "Thursday, December 3",
        short: "Thu, Dec 3",
        status: "Open",
        unavailable: false,
        windows: [
          expect.objectContaining({ openings: "3 left", full: false }),
          expect.objectContaining({ openings: "2 left", full: false }),
        ],
      },
    ]);
  });

  it("in Spanish: the days, the spans, how each stands and the places left", () => {
    const [lunes, martes, miercoles, jueves] = wordedDays(
      [monday, tuesday, wednesday, thursday],
      "es",
    );
    expect(lunes).toMatchObject({
      legend: "lunes, 30 de noviembre",
      short: "lun 30 de nov",
      status: "Disponible",
      windows: [
        { time: span("2026-11-30T08:00-12:00", "es"), openings: "Completo", full: true },
        { time: span("2026-11-30T12:00-16:00", "es"), openings: "queda 1", full: false },
      ],
    });
    expect(lunes?.windows[0]?.time).toMatch(/^8:00\sa\.m\.\s–\s12:00\sp\.m\.$/);
    expect(martes).toMatchObject({ status: "Completo", unavailable: true });
    expect(miercoles).toMatchObject({ status: "Cerrado", unavailable: true, windows: [] });
    // One place "queda", more "quedan".
    expect(jueves?.windows.map((window) => window.openings)).toEqual(["quedan 3", "quedan 2"]);
  });

  it("leaves out a day with no window left to show (moving a visit: its own window, the day's only one); a closed day stays", () => {
    const saturday = day("2026-12-05", []);
    const days = wordedDays([saturday, wednesday, thursday], "en");
    expect(days.map((one) => [one.day, one.status])).toEqual([
      ["2026-12-02", "Closed"],
      ["2026-12-03", "Open"],
    ]);
  });
});

describe("the day a picker shows first", () => {
  const days = wordedDays([monday, tuesday, wednesday, thursday], "en");

  it("is the one asked for when it can be picked", () => {
    expect(shownDay(days, "2026-12-03")?.day).toBe("2026-12-03");
    expect(shownDay(days, "2026-11-30")?.day).toBe("2026-11-30");
  });

  it("else the first that can: a full or closed day asked for, another day, or none asked", () => {
    const later = wordedDays([tuesday, wednesday, thursday], "en");
    expect(shownDay(later, "2026-12-01")?.day).toBe("2026-12-03");
    expect(shownDay(later, "2026-12-02")?.day).toBe("2026-12-03");
    expect(shownDay(later, "2027-01-04")?.day).toBe("2026-12-03");
    expect(shownDay(later)?.day).toBe("2026-12-03");
  });

  it("is none when no day can be picked", () => {
    expect(shownDay(wordedDays([tuesday, wednesday], "en"), "2026-12-01")).toBeUndefined();
    expect(shownDay([])).toBeUndefined();
  });
});
