import { bookingSettingsQuery } from "@hvac/content";
import { type BookingSettings, readBookingSettings } from "@hvac/office/booking-settings";
import { source } from "@/content/source";
import { settings as serverSettings } from "@/server/server-context";
import { sanityWriteClient } from "@/stores/sanity/write-client";

/** Read again at most this often: the office's edits show within a minute. */
const studioSettingsMs = 30_000;
let cached: { settings: BookingSettings | null; at: number } | undefined;

/** The document as read, its empty fields left out (the checks name what is missing). */
const present = (doc: object) =>
  Object.fromEntries(Object.entries(doc).filter(([, value]) => value !== null));

/**
 * The office's Online booking now, or null when it is not set up or cannot be
 * used: BOOKING_SETTINGS_FILE when set (checked at start); otherwise the
 * Studio's private document, read with the write client when leads are in
 * Sanity, or from the site's own dataset (the starter content's). A document
 * the checks refuse is logged and leaves booking off: the Studio will not
 * publish one, so only an edit made around it gets here.
 */
export async function bookingSettings(now = Date.now()): Promise<BookingSettings | null> {
  const { bookingFile, sanity } = serverSettings();
  if (bookingFile) return bookingFile;
  if (cached && now - cached.at < studioSettingsMs) return cached.settings;
  const doc = await (sanity
    ? sanityWriteClient(sanity).fetch(bookingSettingsQuery)
    : source.fetch(bookingSettingsQuery)
  ).catch((error: unknown) => {
    console.error("The booking settings could not be read (the last ones stand):", error);
    return undefined;
  });
  if (doc === undefined) return cached?.settings ?? null;
  let settings: BookingSettings | null = null;
  if (doc) {
    const read = readBookingSettings(present(doc));
    if (read.ok) settings = read.settings;
    else console.error(`The Online booking document cannot be used: ${read.problems.join("; ")}`);
  }
  cached = { settings, at: now };
  return settings;
}
