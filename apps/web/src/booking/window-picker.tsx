import type { ArrivalWindow } from "@hvac/office/arrival-windows";
import { windowWords } from "@hvac/office/window-words";
import type { Locale } from "@hvac/routing";
import { translator } from "@/i18n/translate";

/**
 * Open arrival windows to pick one of: a radio group per day, its legend the
 * day in the visitor's words, each window with its time and places left (the
 * booking's times page, and moving a visit).
 */
export function WindowPicker({
  days,
  locale,
  name,
}: {
  days: ReadonlyArray<{ day: string; windows: readonly ArrivalWindow[] }>;
  locale: Locale;
  /** The radio buttons' name in the form that sends the window. */
  name: string;
}) {
  const t = translator(locale);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {days.map(({ day, windows }) => (
        <fieldset key={day} className="rounded-lg border border-slate-300 bg-white p-4">
          <legend className="px-1 font-semibold text-brand-900">
            {windowWords(windows[0]?.key ?? "", locale)?.day}
          </legend>
          <div className="grid gap-2">
            {windows.map((window) => (
              <label
                key={window.key}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-400 px-3 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:font-semibold"
              >
                <input
                  type="radio"
                  name={name}
                  value={window.key}
                  required
                  className="size-4 accent-brand-700"
                />
                <span>{windowWords(window.key, locale)?.time}</span>
                <span className="ml-auto text-sm text-slate-600">
                  {t("booking.openings", { count: String(window.left) })}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
