import type { ArrivalWindow } from "@hvac/office/arrival-windows";
import { windowWords } from "@hvac/office/window-words";
import type { Locale } from "@hvac/routing";
import { translator } from "@/i18n/translate";

/** An open window as the picker shows it: its key, its span and its places left, in the visitor's words. */
export interface WordedWindow {
  key: string;
  time: string;
  openings: string;
}

/** A day of open windows, its legend the day in the visitor's words. */
export interface WordedDay {
  legend: string;
  windows: WordedWindow[];
}

/** The open windows for a service and a ZIP code (the JSON the booking page asks for), or none. */
export type OpenWindows = { kind: "none" } | { kind: "windows"; zip: string; days: WordedDay[] };

/**
 * Open windows by day in the visitor's language, worded on the server (the
 * times page, moving a visit, and the JSON the booking page asks for), so
 * the picker carries no calendar formats or dictionary to the browser.
 */
export function wordedDays(
  days: ReadonlyArray<{ day: string; windows: readonly ArrivalWindow[] }>,
  locale: Locale,
): WordedDay[] {
  const t = translator(locale);
  const open = days
    .map((day) => ({ ...day, windows: day.windows.filter((window) => window.left > 0) }))
    .filter((day) => day.windows.length > 0);
  return open.map(({ day, windows }) => ({
    legend: windowWords(windows[0]?.key ?? "", locale)?.day ?? day,
    windows: windows.map((window) => ({
      key: window.key,
      time: windowWords(window.key, locale)?.time ?? window.key,
      openings: t("booking.openings", { count: String(window.left) }),
    })),
  }));
}
