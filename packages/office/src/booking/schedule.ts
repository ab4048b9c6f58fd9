import { weekDays } from "@hvac/content/week-days";
import { Temporal } from "temporal-polyfill";
import { officeTimeZone } from "../results";
import { type ArrivalWindow, parseWindowKey, windowsInRange } from "./arrival-windows";
import type { BookingSettings } from "./booking-settings";
import { holdsPlace, type Visit } from "./visit";

/**
 * The office's Schedule (the Studio's Schedule view): the coming days window
 * by window, each with its visits, and the requests still wanting a time.
 * Built from the booking settings as they are now and the visits as booked:
 * a visit in a window the settings no longer have (changed since it was
 * booked) is shown all the same, marked as needing a move; nothing is
 * dropped.
 */

/** A request's visit as the Schedule lists it. */
export interface ScheduledVisit {
  id: string;
  name: string;
  city: string;
  visit: Visit;
}

export interface ScheduleWindow {
  key: string;
  start: string;
  end: string;
  /** The visits it takes as the settings say now; undefined when they have no such window. */
  visits?: number;
  /** Its visits, those holding a place first, then those cancelled. */
  booked: ScheduledVisit[];
  /** Not one of the windows the settings give this day now (or the day is closed): move its visits. */
  outside: boolean;
}

export interface Schedule {
  days: Array<{ day: string; windows: ScheduleWindow[] }>;
  /** Requests kept wanting a window that was full: a time to set with the visitor. */
  wanting: ScheduledVisit[];
}

type ScheduleSettings = Pick<
  BookingSettings,
  "windows" | "daysAhead" | "leastNoticeHours" | "closedDays"
>;

/** Whether the settings give the window a key names on its day (not a closed day). */
function defined(settings: ScheduleSettings, key: string): number | undefined {
  const window = parseWindowKey(key);
  if (!window || settings.closedDays.includes(window.day)) return undefined;
  const weekday = weekDays[Temporal.PlainDate.from(window.day).dayOfWeek - 1];
  return settings.windows.find(
    (setting) =>
      setting.day === weekday && setting.start === window.start && setting.end === window.end,
  )?.visits;
}

/** How many visits hold a place in each window. */
export function placesTaken(visits: readonly ScheduledVisit[]): Map<string, number> {
  const taken = new Map<string, number>();
  for (const { visit } of visits) {
    if (holdsPlace(visit)) taken.set(visit.window, (taken.get(visit.window) ?? 0) + 1);
  }
  return taken;
}

/**
 * The windows the office may move a visit to: every one in range with a
 * place left, however little notice (the office calls the visitor).
 */
export function windowsToMoveTo(
  settings: ScheduleSettings,
  booked: (key: string) => number,
  now: number,
): ArrivalWindow[] {
  return windowsInRange({ ...settings, leastNoticeHours: 0 }, { now, booked }).filter(
    (window) => window.left > 0,
  );
}

export function schedule(
  settings: ScheduleSettings,
  visits: readonly ScheduledVisit[],
  now: number,
): Schedule {
  const today = Temporal.Instant.fromEpochMilliseconds(now)
    .toZonedDateTimeISO(officeTimeZone)
    .toPlainDate()
    .toString();
  const byKey = new Map<string, ScheduledVisit[]>();
  for (const scheduled of visits) {
    if (scheduled.visit.status === "wanted") continue;
    const key = scheduled.visit.window;
    if ((parseWindowKey(key)?.day ?? "") < today) continue;
    byKey.set(key, [...(byKey.get(key) ?? []), scheduled]);
  }
  const keys = new Set([
    ...windowsInRange({ ...settings, leastNoticeHours: 0 }, { now, booked: () => 0 }).map(
      (window) => window.key,
    ),
    ...byKey.keys(),
  ]);
  const days = new Map<string, ScheduleWindow[]>();
  for (const key of [...keys].sort()) {
    const window = parseWindowKey(key);
    if (!window) continue;
    const visitsNow = defined(settings, key);
    const booked = (byKey.get(key) ?? []).sort(
      (a, b) => Number(!holdsPlace(a.visit)) - Number(!holdsPlace(b.visit)),
    );
    days.set(window.day, [
      ...(days.get(window.day) ?? []),
      {
        key,
        start: window.start,
        end: window.end,
        ...(visitsNow !== undefined ? { visits: visitsNow } : {}),
        booked,
        outside: visitsNow === undefined && booked.some((one) => holdsPlace(one.visit)),
      },
    ]);
  }
  return {
    days: [...days].map(([day, windows]) => ({ day, windows })),
    wanting: visits.filter(({ visit }) => visit.status === "wanted"),
  };
}
