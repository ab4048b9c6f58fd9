import type { OutboundStep, Urgency } from "@hvac/office/lead-document";
import { withinOfficeHours } from "@/outbound/office-hours";
import type { OutboundSettings } from "@/outbound/outbound-settings";

/**
 * The outbound steps a valid request gets, in the order they run: the page
 * first (an emergency, or any request outside office hours when the office
 * says so, with Twilio and an on-call phone set), so the office's email
 * can say who was paged; then the emails and the CRM webhook, each when
 * configured; a booking, its reminder the day before (reminder-plan.ts says
 * when, and whether it still has a visit to remind of). Suspected spam gets
 * none (the stores see to it). A request without the form's start stamp (a
 * script's, receive-lead.ts) pages no one.
 */
export function planSteps(
  request: { urgency: Urgency | null; stamped: boolean; booking: boolean; texts?: boolean },
  settings: OutboundSettings,
  now = Date.now(),
): OutboundStep[] {
  const paged =
    settings.sms !== undefined &&
    settings.onCall.length > 0 &&
    request.stamped &&
    (request.urgency === "emergency" ||
      (settings.pageOutsideOfficeHours && !withinOfficeHours(settings.officeHours, now)));
  return [
    ...(paged ? (["page"] as const) : []),
    ...(settings.mail ? (["officeEmail", "visitorEmail"] as const) : []),
    ...(settings.crm ? (["crm"] as const) : []),
    ...(settings.mail && request.booking ? (["reminder"] as const) : []),
    ...(settings.sms && request.booking && request.texts ? (["reminderText"] as const) : []),
  ];
}

/**
 * The steps a request kept without a place runs again when it gets one (the
 * visitor picked another time after theirs was taken): of those it planned,
 * the visitor's confirmation, the CRM's event and the reminders; and the
 * office's notice of the time it now holds, where the office's email went.
 */
export const rebookSteps = (planned: readonly OutboundStep[]): OutboundStep[] => [
  ...planned.filter((step) =>
    (["visitorEmail", "crm", "reminder", "reminderText"] as const).some((one) => one === step),
  ),
  ...(planned.includes("officeEmail") ? (["officeNotice"] as const) : []),
];
