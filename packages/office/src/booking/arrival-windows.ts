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
  // Temporal refuses a date or time written out of range (2026-02-30, 25:00): no such window.
  try {
    Temporal.PlainDate.from(day);
    Temporal.PlainTime.from(start);
    Temporal.PlainTime.from(end);
  } catch {
    return null;
  }
  return { day, start, end };
}

/** The instant a time of the office's day is (a time the clocks skip counts as the one after). */
export function officeInstant(day: string, time: string, timeZone = officeTimeZone): number {
  return Temporal.PlainDateTime.from(`${day}T${time}`).toZonedDateTime(timeZone).toInstant()
    .epochMilliseconds;
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
type RangeSettings = Pick<
  BookingSettings,
  "windows" | "daysAhead" | "leastNoticeHours" | "closedDays"
>;

/** A day of the booking range: its windows' settings, none when the office takes no visit that day. */
interface RangeDay {
  day: string;
  settings: ArrivalWindowSetting[];
}

/**
 * The days of the booking range, from the office's today (never the
 * server's: late on a Sunday in Texas it is Monday in UTC), each with the
 * windows its weekday takes, none on a closed day.
 */
function rangeDays(settings: RangeSettings, now: number, timeZone: string): RangeDay[] {
  const today = Temporal.Instant.fromEpochMilliseconds(now)
    .toZonedDateTimeISO(timeZone)
    .toPlainDate();
  const closed = new Set(settings.closedDays);
  return Array.from({ length: settings.daysAhead }, (_, ahead) => {
    const date = today.add({ days: ahead });
    const day = date.toString();
    const weekday = weekDays[date.dayOfWeek - 1];
    return {
      day,
      settings: closed.has(day)
        ? []
        : settings.windows
            .filter((setting) => setting.day === weekday && setting.visits > 0)
            .sort((a, b) => a.start.localeCompare(b.start)),
    };
  });
}

/** The days of the booking range on which the office takes no visit (closed, or no window that weekday). */
export function closedDaysInRange(
  settings: RangeSettings,
  { now, timeZone = officeTimeZone }: Pick<WindowsAt, "now" | "timeZone">,
): string[] {
  return rangeDays(settings, now, timeZone)
    .filter((day) => day.settings.length === 0)
    .map(({ day }) => day);
}

export function windowsInRange(
  settings: RangeSettings,
  { now, booked, timeZone = officeTimeZone }: WindowsAt,
): ArrivalWindow[] {
  const earliest = now + settings.leastNoticeHours * 60 * 60 * 1000;
  const found: ArrivalWindow[] = [];
  for (const { day, settings: settingsOfDay } of rangeDays(settings, now, timeZone)) {
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

/** The windows a visitor can pick now: in range, with a place left (the one meaning of "open"). */
export const openWindows = (
  settings: Parameters<typeof windowsInRange>[0],
  at: WindowsAt,
): ArrivalWindow[] => windowsInRange(settings, at).filter((window) => window.left > 0);

/** Windows grouped by their day, days in order, as the picker shows them. */
export function byDay(
  windows: readonly ArrivalWindow[],
): Array<{ day: string; windows: ArrivalWindow[] }> {
  const days = new Map<string, ArrivalWindow[]>();
  for (const window of windows) days.set(window.day, [...(days.get(window.day) ?? []), window]);
  return [...days].map(([day, ofDay]) => ({ day, windows: ofDay }));
}
