import { bookingSettingsQuery } from "@hvac/content/booking-queries";
import { type BookingSettings, readBookingSettings } from "@hvac/office/booking-settings";
import type { RouteTable } from "@hvac/routing";
import { officeDocuments } from "@/content/office-documents";
import { settings as serverSettings, type Timed, timedPart } from "@/server/server-context";

declare module "@/server/server-context" {
  interface ServerParts {
    bookingSettings: Timed<BookingSettings | null>;
  }
}

/** Read again at most this often: the office's edits show within a minute. */
const studioSettingsMs = 30_000;

/** The document as read, its empty fields left out (the checks name what is missing). */
const present = (doc: object) =>
  Object.fromEntries(Object.entries(doc).filter(([, value]) => value !== null));

/**
 * The office's Online booking as it stands, or null when it is not set up or
 * cannot be used: BOOKING_SETTINGS_FILE when set (checked at start);
 * otherwise the Studio's private document, read in the Sanity project with
 * its token, or from the site's own dataset (the starter content's). A document the checks refuse is logged and leaves booking off:
 * the Studio will not publish one, so only an edit made around it gets here.
 * Undefined when it cannot be read at all.
 */
export async function bookingSettingsNow(): Promise<BookingSettings | null | undefined> {
  const { bookingFile } = serverSettings();
  if (bookingFile) return bookingFile;
  const doc = await officeDocuments()
    .fetch(bookingSettingsQuery)
    .catch((error: unknown) => {
      console.error("The booking settings could not be read:", error);
      return undefined;
    });
  if (!doc) return doc === null ? null : undefined;
  const read = readBookingSettings(present(doc));
  if (read.ok) return read.settings;
  console.error(`The Online booking document cannot be used: ${read.problems.join("; ")}`);
  return null;
}

/**
 * The settings for a booking being made: read again at most every 30 s (the
 * office's edits show within a minute), the last ones standing while they
 * cannot be read.
 */
export async function bookingSettings(now = Date.now()): Promise<BookingSettings | null> {
  return timedPart("bookingSettings", studioSettingsMs, bookingSettingsNow, null, now);
}

/** The services a visitor can book now, in the office's order: published service pages only. */
export const bookableServices = (
  settings: BookingSettings | null | undefined,
  routes: Pick<RouteTable, "has">,
): string[] =>
  settings?.enabled ? settings.services.filter((doc) => routes.has({ id: "service", doc })) : [];
