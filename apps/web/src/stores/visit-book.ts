import type { StoredLead } from "@hvac/office/lead-record";
import type { ChangeTold, VisitChange, VisitChanged } from "@hvac/office/visit";

/**
 * The visits booked online, as the visit desk (booking/visit-desk.ts) and
 * the office's calendar read and change them. A visit is booked with its
 * request, in the request's own write (LeadStore.save).
 */
export interface VisitBook {
  /** How many visits are booked in each of the windows `keys` names (none booked: 0). */
  bookedVisits(keys: readonly string[]): Promise<Map<string, number>>;
  /**
   * The requests whose visit holds a place in a window of `day` (YYYY-MM-DD)
   * or after, in window order, suspected spam left out: the office's calendar.
   */
  visitsFrom(day: string): Promise<StoredLead[]>;
  /**
   * Moves the visit of request `id` to another window while fewer than
   * `visits` are booked there, whichever instance asks, giving back its place
   * in the window it leaves in the same write (`moved`); or cancels it,
   * giving its place back (`cancelled`). A window with no place left changes
   * nothing (`full`); nor does anything asked of a cancelled visit. A change
   * counts one more in the visit's sequence, keeps the window it had, and
   * with `told`, who asked and the steps due again in the same write.
   */
  changeVisit(id: string, change: VisitChange, told?: ChangeTold): Promise<VisitChanged>;
}
