import { weekDays } from "@hvac/content/week-days";
import { Temporal } from "temporal-polyfill";
import { officeTimeZone } from "../results";
import type { ArrivalWindowSetting, BookingSettings } from "./booking-settings";

/**
 * The arrival windows a visitor may pick: each weekday's windows on the
 * office's calendar (America/Chicago, summer time included), from today for
 * the days ahead the office offers, without closed days, at the least notice,
 * and only while a place is left.
 */

/** One window on one day, as a visitor picks it and a visit keeps it. */
export interface ArrivalWindow {
  /** Names the window on its day: "2027-03-15T08:00-12:00" (office time). */
  key: string;
  /** The office's calendar day, YYYY-MM-DD. */
  day: string;
  /** Office time, HH:MM. */
  start: string;
  end: string;
  /** The instants it begins and ends. */
  startsAt: number;
  endsAt: number;
  /** Visits it takes, and places left after those booked. */
  visits: number;
  left: number;
}

export const windowKey = (day: string, start: string, end: string) => `${day}T${start}-${end}`;

/** The day, start and end a key names, or nothing when it is not a window's key. */
export function parseWindowKey(key: string): { day: string; start: string; end: string } | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(key);
  if (!match) return null;
  const [, day = "", start = "", end = ""] = match;
  try {
    Temporal.PlainDate.from(day, { overflow: "reject" });
    Temporal.PlainTime.from(start, { overflow: "reject" });
    Temporal.PlainTime.from(end, { overflow: "reject" });
  } catch {
    return null;
  }
  return { day, start, end };
}

/** The instant a time of the office's day is (a time the clocks skip counts as the one after). */
export function officeInstant(day: string, time: string, timeZone = officeTimeZone): number {
  return Temporal.PlainDateTime.from(`${day}T${time}`)
    .toZonedDateTime(timeZone, { disambiguation: "compatible" })
    .toInstant().epochMilliseconds;
}

/** The window a setting gives on a day, with what is booked in it. */
function onDay(
  setting: ArrivalWindowSetting,
  day: string,
  booked: number,
  timeZone: string,
): ArrivalWindow {
  return {
    key: windowKey(day, setting.start, setting.end),
    day,
    start: setting.start,
    end: setting.end,
    startsAt: officeInstant(day, setting.start, timeZone),
    endsAt: officeInstant(day, setting.end, timeZone),
    visits: setting.visits,
    left: Math.max(0, setting.visits - booked),
  };
}

/**
 * Every window in the booking range, in time order, full ones included (a
 * visitor who asked for one is shown it as taken, with the next open ones).
 * `booked` says how many visits a window's key already holds.
 */
export function windowsInRange(
  settings: Pick<BookingSettings, "windows" | "daysAhead" | "leastNoticeHours" | "closedDays">,
  { now, booked, timeZone = officeTimeZone }: WindowsAt,
): ArrivalWindow[] {
  const today = Temporal.Instant.fromEpochMilliseconds(now)
    .toZonedDateTimeISO(timeZone)
    .toPlainDate();
  const earliest = now + settings.leastNoticeHours * 60 * 60 * 1000;
  const closed = new Set(settings.closedDays);
  const found: ArrivalWindow[] = [];
  for (let ahead = 0; ahead < settings.daysAhead; ahead++) {
    const date = today.add({ days: ahead });
    const day = date.toString();
    if (closed.has(day)) continue;
    const weekday = weekDays[date.dayOfWeek - 1];
    const settingsOfDay = settings.windows
      .filter((setting) => setting.day === weekday && setting.visits > 0)
      .sort((a, b) => a.start.localeCompare(b.start));
    for (const setting of settingsOfDay) {
      const window = onDay(
        setting,
        day,
        booked(windowKey(day, setting.start, setting.end)),
        timeZone,
      );
      if (window.startsAt >= earliest) found.push(window);
    }
  }
  return found;
}

export interface WindowsAt {
  now: number;
  booked: (key: string) => number;
  timeZone?: string;
}

/** The windows a visitor can pick now: in range, with a place left. */
export const openWindows = (
  settings: Parameters<typeof windowsInRange>[0],
  at: WindowsAt,
): ArrivalWindow[] => windowsInRange(settings, at).filter((window) => window.left > 0);

/** Whether a visit can still be booked in the window a key names, and the window if so. */
export function bookableWindow(
  settings: Parameters<typeof windowsInRange>[0],
  key: string,
  at: WindowsAt,
): ArrivalWindow | undefined {
  return openWindows(settings, at).find((window) => window.key === key);
}

/** Windows grouped by their day, days in order, as the picker shows them. */
export function byDay(
  windows: readonly ArrivalWindow[],
): Array<{ day: string; windows: ArrivalWindow[] }> {
  const days = new Map<string, ArrivalWindow[]>();
  for (const window of windows) days.set(window.day, [...(days.get(window.day) ?? []), window]);
  return [...days].map(([day, ofDay]) => ({ day, windows: ofDay }));
}
