import { officeDay, officeTimeZone } from "./results";

/**
 * The office's weeks, Monday to Sunday on Central Texas time, for the weekly
 * email: it goes out on Monday morning about the week that just ended.
 */

/** The weekly email's hour on Monday, office time. */
const digestHour = 7;

const dayMs = 24 * 60 * 60 * 1000;

/** A YYYY-MM-DD day moved by `days` (calendar arithmetic, no time zone). */
export function addDays(day: string, days: number): string {
  const [y = 0, m = 1, d = 1] = day.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d) + days * dayMs).toISOString().slice(0, 10);
}

const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The office's hour of a moment (0-23). */
function officeHour(at: number, timeZone: string): number {
  const hour = new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", hourCycle: "h23" })
    .formatToParts(at)
    .find((part) => part.type === "hour")?.value;
  return Number(hour);
}

/** The instant an office day begins (midnight office time), summer time included. */
export function startOfOfficeDay(day: string, timeZone = officeTimeZone): number {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  const offsetAt = (at: number) => {
    const name = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" })
      .formatToParts(at)
      .find((part) => part.type === "timeZoneName")?.value;
    const [, sign = "+", hours = "0", minutes = "0"] =
      /GMT([+-])(\d{2}):?(\d{2})?/.exec(name ?? "") ?? [];
    return (sign === "-" ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000;
  };
  const guess = midnightUtc - offsetAt(midnightUtc);
  return midnightUtc - offsetAt(guess);
}

export interface OfficeWeek {
  /** Its Monday, which names it. */
  monday: string;
  sunday: string;
  /** [from, to) as instants, for the requests received in it. */
  from: number;
  to: number;
}

export function officeWeek(monday: string, timeZone = officeTimeZone): OfficeWeek {
  const next = addDays(monday, 7);
  return {
    monday,
    sunday: addDays(monday, 6),
    from: startOfOfficeDay(monday, timeZone),
    to: startOfOfficeDay(next, timeZone),
  };
}

/**
 * The week whose email is due at `now`: the last week that ended before the
 * most recent Monday at `digestHour`. On Monday at 6 a.m. that is still the
 * week before last (its email went out last Monday).
 */
export function weekToReport(now: number, timeZone = officeTimeZone): OfficeWeek {
  const today = officeDay(now, timeZone);
  const sinceMonday = (weekday(today) + 6) % 7;
  let monday = addDays(today, -sinceMonday);
  if (sinceMonday === 0 && officeHour(now, timeZone) < digestHour) monday = addDays(monday, -7);
  return officeWeek(addDays(monday, -7), timeZone);
}
