import { parseWindowKey } from "./arrival-windows";

/** The languages the site writes in. */
type Locale = "en" | "es";

/** The calendar's words of each language: US English, and Spanish as written in Mexico and the US. */
const calendarLocale: Record<Locale, string> = { en: "en-US", es: "es-MX" };

/**
 * The day's and the span's formats of each language, made once: a page of
 * open times words some thirty windows, and making a format costs far more
 * than using one. Written in UTC on both sides: the key's own wall-clock
 * times, as they are.
 */
const formats = Object.fromEntries(
  (Object.keys(calendarLocale) as Locale[]).map((locale) => [
    locale,
    {
      day: new Intl.DateTimeFormat(calendarLocale[locale], {
        weekday: "long",
        month: "long",
        day: "numeric",
        timeZone: "UTC",
      }),
      shortDay: new Intl.DateTimeFormat(calendarLocale[locale], {
        weekday: "short",
        month: "short",
        day: "numeric",
        timeZone: "UTC",
      }),
      time: new Intl.DateTimeFormat(calendarLocale[locale], {
        hour: "numeric",
        minute: "2-digit",
        timeZone: "UTC",
      }),
    },
  ]),
) as Record<
  Locale,
  { day: Intl.DateTimeFormat; shortDay: Intl.DateTimeFormat; time: Intl.DateTimeFormat }
>;

/**
 * A day of the office's calendar (YYYY-MM-DD) as a visitor reads it: in
 * full, "Monday, November 30" or "lunes, 30 de noviembre", and short, "Mon,
 * Nov 30" or "lun, 30 nov", for a day picker's button.
 */
export function dayWords(day: string, locale: Locale): { full: string; short: string } {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  const at = Date.UTC(year, month - 1, date);
  return { full: formats[locale].day.format(at), short: formats[locale].shortDay.format(at) };
}

/**
 * An arrival window as a visitor reads it, in the office's time (the key is
 * office time already, so nothing is converted): its day, "Monday, November
 * 30" or "lunes, 30 de noviembre", and its span, "8:00 AM – 12:00 PM" or
 * "8:00 a.m. – 12:00 p.m.", and each of its ends. Undefined for a key that
 * names no window.
 */
export function windowWords(
  key: string,
  locale: Locale,
): { day: string; time: string; start: string; end: string } | undefined {
  const window = parseWindowKey(key);
  if (!window) return undefined;
  // The time of day alone: written in UTC, any day's date gives the same words.
  const clock = (time: string) => {
    const [hours = 0, minutes = 0] = time.split(":").map(Number);
    return Date.UTC(2000, 0, 1, hours, minutes);
  };
  const { time } = formats[locale];
  return {
    day: dayWords(window.day, locale).full,
    time: time.formatRange(clock(window.start), clock(window.end)),
    // Each end alone, for a sentence: "between 8:00 AM and 12:00 PM".
    start: time.format(clock(window.start)),
    end: time.format(clock(window.end)),
  };
}
