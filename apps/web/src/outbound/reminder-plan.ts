import { officeInstant, parseWindowKey } from "@hvac/office/arrival-windows";
import type { StoredLead } from "@hvac/office/lead-record";
import { holdsPlace, type Visit } from "@hvac/office/visit";
import { reminderDue } from "@hvac/office/visit-reminder";

/**
 * What the reminder step does when a worker takes it: planned with the
 * booking and first taken at once, it waits for the day before the visit as
 * it stands then (a visit moved since is reminded of its new window), and
 * sends nothing when there is nothing to remind of any more. A confirmation
 * held by the hour's limits holds its reminder too: nobody makes the site
 * mail an address without limit by booking for it.
 */
export type ReminderPlan =
  | { kind: "send"; visit: Visit }
  | { kind: "wait"; dueAt: string }
  | { kind: "skip"; why: string };

export function reminderPlan(lead: StoredLead, now: number): ReminderPlan {
  const { visit } = lead;
  if (!visit || !holdsPlace(visit)) {
    return {
      kind: "skip",
      why:
        visit?.status === "cancelled"
          ? "Not sent: the visitor cancelled the visit."
          : "Not sent: the request has no booked visit (its window was taken). Set a time with the visitor.",
    };
  }
  if (lead.steps.find((step) => step.step === "visitorEmail")?.status === "held") {
    return {
      kind: "skip",
      why: "Not sent: the visitor's confirmation was held by the hour's limits, so its reminder is too.",
    };
  }
  const window = parseWindowKey(visit.window);
  const due = reminderDue(visit.window);
  if (!window || due === undefined || officeInstant(window.day, window.start) <= now) {
    return { kind: "skip", why: "Not sent: the visit's time had come." };
  }
  if (now < due) return { kind: "wait", dueAt: new Date(due).toISOString() };
  if (Date.parse(lead.receivedAt) >= due) {
    return {
      kind: "skip",
      why: "Not sent: booked less than a day ahead; the confirmation said it.",
    };
  }
  return { kind: "send", visit };
}
