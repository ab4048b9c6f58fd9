import { weekDays } from "@hvac/content/week-days";
import { officeTimeZone } from "@hvac/office/results";

/**
 * When the office answers its phone, for paging: a request outside these
 * hours may page the on-call phone (when the office says so). Days as
 * Business facts writes them ("Monday"...), times "HH:MM" on Central Texas
 * time; a period that closes at or before it opens runs past midnight.
 */
export interface OfficePeriod {
  days: string[];
  opens: string;
  closes: string;
}

/** The weekday and minute of the day at `at`, office time. */
function officeClock(at: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "long",
    hour: "numeric",
    minute: "numeric",
    hourCycle: "h23",
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return { day: part("weekday"), minute: Number(part("hour")) * 60 + Number(part("minute")) };
}

const minutes = (time: string) => {
  const [hours = 0, mins = 0] = time.split(":").map(Number);
  return hours * 60 + mins;
};

const previousDay = (day: string) =>
  weekDays[(weekDays.indexOf(day as (typeof weekDays)[number]) + 6) % 7] ?? "";

export function withinOfficeHours(
  periods: readonly OfficePeriod[],
  at: number,
  timeZone = officeTimeZone,
): boolean {
  const { day, minute } = officeClock(at, timeZone);
  return periods.some(({ days, opens, closes }) => {
    const from = minutes(opens);
    const to = minutes(closes);
    if (from < to) return days.includes(day) && minute >= from && minute < to;
    // Past midnight: the evening of an office day, or the small hours after one.
    return (
      (days.includes(day) && minute >= from) || (days.includes(previousDay(day)) && minute < to)
    );
  });
}

/**
 * Office hours as a setting writes them: "Mon-Fri 08:00-17:00; Sat 09:00-12:00".
 * Undefined when it cannot be read.
 */
export function parseOfficeHours(text: string): OfficePeriod[] | undefined {
  const short = weekDays.map((day) => day.slice(0, 3).toLowerCase());
  const periods: OfficePeriod[] = [];
  for (const part of text
    .split(";")
    .map((p) => p.trim())
    .filter(Boolean)) {
    const match = /^([a-z]{3})(?:\s*-\s*([a-z]{3}))?\s+(\d{2}:\d{2})\s*-\s*(\d{2}:\d{2})$/i.exec(
      part,
    );
    const first = short.indexOf(match?.[1]?.toLowerCase() ?? "");
    const last = match?.[2] ? short.indexOf(match[2].toLowerCase()) : first;
    if (!match || first < 0 || last < 0 || last < first) return undefined;
    if (
      !/^([01]\d|2[0-3]):[0-5]\d$/.test(match[3] ?? "") ||
      !/^([01]\d|2[0-4]):[0-5]\d$/.test(match[4] ?? "")
    ) {
      return undefined;
    }
    periods.push({
      days: weekDays.slice(first, last + 1),
      opens: match[3] ?? "",
      closes: match[4] ?? "",
    });
  }
  return periods.length > 0 ? periods : undefined;
}
