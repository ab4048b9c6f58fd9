import type { WordedDay } from "@/booking/worded-windows";

/**
 * One day's arrival windows to pick one of: a radio group whose legend says
 * what a window is and names the day, each window with its time and places
 * left, a full one shown as full and not to be picked (the booking's times,
 * its step on the booking page, and moving a visit). Markup only: drawn on
 * the server or in the browser alike.
 */
export function WindowPicker({
  day,
  name,
  legend,
}: {
  day: WordedDay;
  /** The radio buttons' name in the form that sends the window. */
  name: string;
  /** "Arrival window: when a technician is scheduled to arrive". */
  legend: string;
}) {
  return (
    <fieldset className="rounded-lg border border-slate-300 bg-white p-4">
      {/* Floated, the legend sits inside the box rather than across its border: it is two lines on a phone. */}
      <legend className="float-left mb-3 w-full font-semibold text-brand-900">
        {legend}
        <span className="block font-normal">{day.legend}</span>
      </legend>
      <div className="clear-both grid gap-2 sm:grid-cols-2">
        {day.windows.map((window) => (
          <label
            key={window.key}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-400 px-3 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:font-semibold has-disabled:cursor-not-allowed has-disabled:border-slate-300 has-disabled:bg-slate-100 has-disabled:text-slate-600"
          >
            <input
              type="radio"
              name={name}
              value={window.key}
              required
              disabled={window.full}
              className="size-4 accent-brand-700"
            />
            <span>{window.time}</span>
            <span className="ml-auto text-sm text-slate-600">{window.openings}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
