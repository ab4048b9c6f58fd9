import type { WordedDay } from "@/booking/worded-windows";

/**
 * The range's days, one button each, the day shown marked: a day is picked
 * first, then its windows (window-picker.tsx). Links, so it works without
 * JavaScript (the page again with the day asked for); with it, the booking
 * page's step swaps the day in place (`onPick`). Closed and full days stay
 * in the list, said so, and cannot be picked: "closed" and "booked" never
 * look alike. Markup only: drawn on the server or in the browser alike.
 */
export function DayPicker({
  days,
  shown,
  label,
  hrefFor,
  onPick,
}: {
  days: readonly WordedDay[];
  /** The day whose windows are shown. */
  shown?: string;
  /** The list's name: "Pick a day". */
  label: string;
  hrefFor: (day: string) => string;
  onPick?: (day: string) => void;
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex gap-2 overflow-x-auto pb-2 [scrollbar-width:thin]">
        {days.map((day) => {
          const current = day.day === shown;
          const content = (
            <>
              <span className="font-semibold">{day.short}</span>
              <span className="text-sm">{day.status}</span>
            </>
          );
          const box =
            "flex min-h-14 min-w-24 flex-col items-center justify-center rounded-lg border-2 px-3 py-1 text-center";
          return (
            <li key={day.day} className="shrink-0">
              {day.unavailable ? (
                <span className={`${box} border-slate-300 bg-slate-100 text-slate-600`}>
                  {content}
                </span>
              ) : (
                <a
                  href={hrefFor(day.day)}
                  aria-current={current ? "true" : undefined}
                  onClick={
                    onPick
                      ? (event) => {
                          event.preventDefault();
                          onPick(day.day);
                        }
                      : undefined
                  }
                  className={`${box} border-brand-700 text-brand-900 hover:bg-brand-50 aria-[current=true]:bg-brand-800 aria-[current=true]:text-white`}
                >
                  {content}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
