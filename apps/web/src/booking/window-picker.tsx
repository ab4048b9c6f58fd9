import type { WordedDay } from "@/booking/worded-windows";

/**
 * Open arrival windows to pick one of: a radio group per day, its legend the
 * day in the visitor's words, each window with its time and places left (the
 * booking's times page, its step on the booking page, and moving a visit).
 * Words only: drawn on the server or in the browser alike.
 */
export function WindowPicker({
  days,
  name,
}: {
  days: readonly WordedDay[];
  /** The radio buttons' name in the form that sends the window. */
  name: string;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {days.map(({ legend, windows }) => (
        <fieldset key={legend} className="rounded-lg border border-slate-300 bg-white p-4">
          <legend className="px-1 font-semibold text-brand-900">{legend}</legend>
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
                <span>{window.time}</span>
                <span className="ml-auto text-sm text-slate-600">{window.openings}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
