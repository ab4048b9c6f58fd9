import {
  type ArrivalWindow,
  byDay,
  closedDaysInRange,
  windowsInRange,
} from "@hvac/office/arrival-windows";
import type { BookingSettings } from "@hvac/office/booking-settings";
import type { VisitBook } from "@/stores/visit-book";

/**
 * What the booking step offers a visitor who chose a service and gave a ZIP
 * code: the days of the booking range with their windows, full ones shown
 * as full and closed days as closed, or why there is nothing to pick (every
 * case with a way on: the phone, or a request as before).
 */
export type BookingOffer =
  /** Booking is off, or not set up: the request form as before. */
  | { kind: "off" }
  /** A service the office does not take online. */
  | { kind: "notBookable" }
  /** A ZIP code of no published town. */
  | { kind: "outsideArea"; zip: string }
  | {
      kind: "windows";
      zip: string;
      daysAhead: number;
      /** Instant booking paused by the office: a booking waits for the office to confirm it. */
      paused: boolean;
      days: OfferedDay[];
    };

/** A day of the range: its windows in time order, places left on each; none on a closed day. */
export interface OfferedDay {
  day: string;
  windows: ArrivalWindow[];
  closed: boolean;
}

export interface OfferAsked {
  settings: BookingSettings | null;
  /** The service page's document id. */
  service: string;
  zip: string;
  /** The ZIP codes of the published towns. */
  servedZips: ReadonlySet<string>;
  visits: Pick<VisitBook, "bookedVisits">;
  now: number;
}

/** A ZIP code as typed, its first five digits (ZIP+4 and spaces allowed). */
export const zip5 = (zip: string) => zip.replace(/\D/g, "").slice(0, 5);

/** The windows of an offer of windows a visitor can pick: those with a place left. */
export const openIn = (offer: Extract<BookingOffer, { kind: "windows" }>): ArrivalWindow[] =>
  offer.days.flatMap((day) => day.windows.filter((window) => window.left > 0));

export async function offeredWindows(asked: OfferAsked): Promise<BookingOffer> {
  const { settings, now } = asked;
  if (!settings?.enabled) return { kind: "off" };
  if (!settings.services.includes(asked.service)) return { kind: "notBookable" };
  const zip = zip5(asked.zip);
  if (!asked.servedZips.has(zip)) return { kind: "outsideArea", zip };
  const inRange = windowsInRange(settings, { now, booked: () => 0 });
  const booked = await asked.visits.bookedVisits(inRange.map((window) => window.key));
  const windows = inRange.map((window) => ({
    ...window,
    left: Math.max(0, window.visits - (booked.get(window.key) ?? 0)),
  }));
  const closed = closedDaysInRange(settings, { now }).map((day) => ({
    day,
    windows: [],
    closed: true,
  }));
  const days = [...byDay(windows).map((day) => ({ ...day, closed: false })), ...closed].sort(
    (a, b) => a.day.localeCompare(b.day),
  );
  return { kind: "windows", zip, daysAhead: settings.daysAhead, paused: settings.paused, days };
}
