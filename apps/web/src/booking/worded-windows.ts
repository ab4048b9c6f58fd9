import { dayWords, windowWords } from "@hvac/office/window-words";
import type { Locale } from "@hvac/routing";
import type { OfferedDay } from "@/booking/offered-windows";
import { translator } from "@/i18n/translate";

/** A window as the picker shows it: its key, its span and its places left, or full, in the visitor's words. */
export interface WordedWindow {
  key: string;
  time: string;
  /** "2 left" ("quedan 2", "queda 1"), or "Full" for a window whose places are taken. */
  openings: string;
  full: boolean;
}

/**
 * A day of the booking range as the day picker shows it: its key, its name
 * in full (the window picker's legend) and short (the day's button), how
 * it stands ("Open", "Full", "Closed"), and its windows.
 */
export interface WordedDay {
  day: string;
  legend: string;
  short: string;
  status: string;
  /** No window of the day can be picked (a closed day, or every window full). */
  unavailable: boolean;
  windows: WordedWindow[];
}

/** The days for a service and a ZIP code (the JSON the booking page asks for), or none to pick. */
export type OpenWindows = { kind: "none" } | { kind: "windows"; zip: string; days: WordedDay[] };

/**
 * The range's days in the visitor's language, worded on the server (the
 * times page, moving a visit, and the JSON the booking page asks for), so
 * the pickers carry no calendar formats or dictionary to the browser. A day
 * with no window left in range today is left out; a closed day stays, shown
 * as closed, and a full window as full.
 */
export function wordedDays(days: readonly OfferedDay[], locale: Locale): WordedDay[] {
  const t = translator(locale);
  return days
    .filter((day) => day.closed || day.windows.length > 0)
    .map(({ day, windows, closed }) => {
      const open = windows.filter((window) => window.left > 0).length;
      const words = dayWords(day, locale);
      return {
        day,
        legend: words.full,
        short: words.short,
        status: closed
          ? t("booking.picker.closed")
          : open === 0
            ? t("booking.picker.full")
            : t("booking.picker.open"),
        unavailable: open === 0,
        windows: windows.map((window) => ({
          key: window.key,
          time: windowWords(window.key, locale)?.time ?? window.key,
          openings:
            window.left > 0
              ? t(`booking.openings.${window.left === 1 ? "one" : "other"}`, {
                  count: String(window.left),
                })
              : t("booking.picker.full"),
          full: window.left <= 0,
        })),
      };
    });
}

/** The day a picker shows first: the one asked for when it can be picked, else the first that can. */
export const shownDay = (days: readonly WordedDay[], asked?: string) =>
  days.find((day) => day.day === asked && !day.unavailable) ?? days.find((day) => !day.unavailable);
