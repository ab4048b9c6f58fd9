import { parseWindowKey } from "@hvac/office/arrival-windows";
import type { StoredLead } from "@hvac/office/lead-record";
import { visitStatusWords } from "@hvac/office/visit-words";
import { officeCalendarEndpoint, type RouteTable } from "@hvac/routing";
import { absoluteUrl } from "@hvac/seo";
import { createEvents, type EventAttributes } from "ics";
import { windowTimes } from "@/booking/visit-calendar";
import { leadReference } from "@/outbound/contacted-link";
import { withoutAddresses } from "@/outbound/without-addresses";
import { sameSignature, signature } from "@/security/signature";
import { settings } from "@/server/server-context";

/**
 * The office's private calendar feed (an iCalendar address Google Calendar
 * or Outlook subscribes to): every visit booked online from a week back,
 * each in its window with who, what, where and the phone. Its address holds
 * a key signed with the store's, so only those given it can read it; a
 * different LEADS_SECRET makes a new one.
 */
const feedKey = (key: string) => signature(key, ["office-calendar"], 32);

export const officeCalendarUrl = (key: string) =>
  absoluteUrl(settings().siteUrl, `${officeCalendarEndpoint}?key=${feedKey(key)}`);

export const isOfficeCalendarKey = (key: string, given: string) =>
  sameSignature(feedKey(key), given);

/** The visits as calendar events; the office's words (English), a stranger's words without addresses. */
export function officeCalendar(leads: readonly StoredLead[], routes?: RouteTable): string {
  const events: EventAttributes[] = leads.flatMap((lead) => {
    const window = lead.visit && parseWindowKey(lead.visit.window);
    if (!lead.visit || !window) return [];
    const page = routes?.pageFromKey(lead.visit.service);
    const service = page && routes ? routes.nameOf(page, "en") : lead.service;
    const name = withoutAddresses(`${lead.firstName} ${lead.lastName}`);
    return [
      {
        uid: `${lead.id}@visit`,
        ...windowTimes(window),
        title: `${service}: ${name} (${withoutAddresses(lead.city)})`,
        location: withoutAddresses(`${lead.address}, ${lead.city}, ${lead.state} ${lead.zip}`),
        description: [
          `Request ${leadReference(lead.id)}: ${visitStatusWords[lead.visit.status]}.`,
          `Phone: ${withoutAddresses(lead.phone, lead.phone)}`,
          lead.locale === "es" ? "Speaks Spanish (booked on the Spanish site)." : "",
        ]
          .filter(Boolean)
          .join("\n"),
        // A visit moved since it was booked is a newer version of the same event.
        sequence: lead.visit.sequence ?? 0,
        status: "CONFIRMED",
        busyStatus: "BUSY",
      },
    ];
  });
  const { value, error } = createEvents(events, {
    productId: "hvac-site/office-calendar",
    calName: "Visits booked online",
  });
  if (error || !value) {
    throw error ?? new Error("The office's calendar could not be written.");
  }
  return value;
}
