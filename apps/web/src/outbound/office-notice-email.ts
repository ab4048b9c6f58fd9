import type { StoredLead } from "@hvac/office/lead-record";
import type { Visit } from "@hvac/office/visit";
import type { RouteTable } from "@hvac/routing";
import { leadReference } from "@/outbound/contacted-link";
import { officeWindow, pageName } from "@/outbound/office-email";
import { visibleText } from "@/text/visible-text";

/**
 * The office's email of a change it did not make: the visitor moved or
 * cancelled their visit on Manage my visit, or a request kept without a
 * time got one (the visitor picked another time after theirs was taken).
 * In English, the site's own lines first; the visitor's name, phone and
 * address after a fence, as in the email of each request.
 */
export function officeNoticeEmail(
  lead: StoredLead & { visit: Visit },
  routes: RouteTable | undefined,
  follow: { calendarLink?: string } = {},
) {
  const { visit } = lead;
  const text = (value: string) => visibleText(value).replace(/\s+/g, " ").trim();
  const name = text(`${lead.firstName} ${lead.lastName}`);
  const reference = leadReference(lead.id);
  const service = pageName(routes, visit.service);
  const was = visit.was ? officeWindow(visit.was) : "";
  const [subject, what] =
    visit.status === "cancelled"
      ? [
          `Visit cancelled by the visitor: ${officeWindow(visit.window)}`,
          `The visitor cancelled their visit of ${officeWindow(visit.window)} on Manage my visit. Its window can take another visit.`,
        ]
      : visit.changedBy === "visitor"
        ? [
            `Visit moved by the visitor: now ${officeWindow(visit.window)}`,
            `The visitor moved their visit on Manage my visit to ${officeWindow(visit.window)}${was ? `; it was ${was}, which is free again` : ""}.`,
          ]
        : [
            `Booked after all: ${officeWindow(visit.window)}`,
            `Request ${reference} now holds ${officeWindow(visit.window)}: the visitor picked it after ${was ? `${was} ` : "the time they wanted "}was taken. No need to call them to set a time.`,
          ];
  return {
    subject: `${subject} - ${service}, ${name} (${reference})`,
    text: [
      what,
      "The visitor was emailed the change, with a calendar file for their calendar.",
      `Service booked: ${service}`,
      `Reference: ${reference} (in the Studio's Leads and Schedule, and npm run leads)`,
      ...(follow.calendarLink
        ? [
            `Your calendar of visits booked online (private: don't share it): ${follow.calendarLink}`,
          ]
        : []),
      "",
      "----- Who the visitor said they are -----",
      `Name: ${name}`,
      `Phone: ${text(lead.phone)}`,
      `Address: ${text(`${lead.address}, ${lead.city}, ${lead.state} ${lead.zip}`)}`,
      "----- End of what the visitor wrote -----",
    ].join("\n"),
  };
}
