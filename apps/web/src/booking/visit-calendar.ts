import { officeInstant, parseWindowKey } from "@hvac/office/arrival-windows";
import { holdsPlace, type Visit } from "@hvac/office/visit";
import type { Locale } from "@hvac/routing";
import { createEvent } from "ics";
import { translator } from "@/i18n/translate";

/**
 * A booked visit as a calendar file (iCalendar, written by the `ics`
 * library): the arrival window as two instants (the office's time zone, summer
 * time included), the business's name, the request's reference and the phone.
 * Nothing the visitor typed: it goes to whatever address the form was given.
 * Undefined for a visit without its place.
 */
/** A window's start and end as an event holds them: two instants of the office's time, in UTC. */
export const windowTimes = (window: { day: string; start: string; end: string }) =>
  ({
    start: officeInstant(window.day, window.start),
    startInputType: "utc",
    startOutputType: "utc",
    end: officeInstant(window.day, window.end),
    endInputType: "utc",
    endOutputType: "utc",
  }) as const;

export function visitCalendar(
  visit: Visit,
  about: {
    id: string;
    reference: string;
    locale: Locale;
    business: string;
    phone: string;
    /** The business's mailbox, as the event's organizer: a cancellation matches it. */
    organizer?: string;
  },
): string | undefined {
  const window = parseWindowKey(visit.window);
  const cancelled = visit.status === "cancelled";
  if (!window || !(holdsPlace(visit) || cancelled)) return undefined;
  const t = translator(about.locale);
  const { value, error } = createEvent({
    uid: `${about.id}@visit`,
    productId: "hvac-site/online-booking",
    method: calendarMethod(visit),
    // Each change is a newer version of the same event: calendars replace it, or drop it on a cancel.
    sequence: visit.sequence ?? 0,
    ...windowTimes(window),
    title: t("booking.calendarTitle", { business: about.business }),
    description: t("booking.calendarText", { reference: about.reference, phone: about.phone }),
    ...(about.organizer ? { organizer: { name: about.business, email: about.organizer } } : {}),
    status: cancelled ? "CANCELLED" : "CONFIRMED",
    busyStatus: "BUSY",
  });
  if (error || !value) throw error ?? new Error("The visit's calendar file could not be written.");
  return value;
}

/** A cancelled visit's file cancels the event; any other publishes it as it stands. */
const calendarMethod = (visit: Visit) => (visit.status === "cancelled" ? "CANCEL" : "PUBLISH");

/** The visit's calendar file as an email attaches it: none for a visit without its place (or cancelled). */
export function calendarAttachment(
  visit: Visit,
  about: Parameters<typeof visitCalendar>[1],
): { attachments?: Array<{ filename: string; content: string; contentType: string }> } {
  const calendar = visitCalendar(visit, about);
  if (!calendar) return {};
  return {
    attachments: [
      {
        filename: translator(about.locale)("booking.calendarFile"),
        content: calendar,
        contentType: `text/calendar; charset=utf-8; method=${calendarMethod(visit)}`,
      },
    ],
  };
}
