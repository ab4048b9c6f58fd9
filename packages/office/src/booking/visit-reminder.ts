import { Temporal } from "temporal-polyfill";
import { officeInstant, parseWindowKey } from "./arrival-windows";

/**
 * When a visit's reminder goes out: the day before, at the hour its window
 * starts (office time, so a visit at 8 AM is reminded at 8 AM the day before,
 * on the days the clocks change too). Undefined for what is not a window.
 */
export function reminderDue(windowKey: string): number | undefined {
  const window = parseWindowKey(windowKey);
  if (!window) return undefined;
  const dayBefore = Temporal.PlainDate.from(window.day).subtract({ days: 1 }).toString();
  return officeInstant(dayBefore, window.start);
}
