import { officeInstant, parseWindowKey } from "@hvac/office/arrival-windows";
import type { Visit } from "@hvac/office/visit";

/**
 * What a visitor's change on the "Manage my visit" page came to, as the
 * visit endpoint puts it in the page's address (`done`): moved, cancelled,
 * the window asked for full (or no longer offered), the visit's time come,
 * or the store not answering.
 */
export const changeResults = ["moved", "cancelled", "full", "started", "failed"] as const;
export type ChangeResult = (typeof changeResults)[number];

/** Whether the visit's window has begun: from then on, only a call changes it. */
export function hasStarted(visit: Visit, now: number): boolean {
  const window = parseWindowKey(visit.window);
  return !window || officeInstant(window.day, window.start) <= now;
}
