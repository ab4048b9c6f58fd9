import { type ArrivalWindow, byDay, windowsInRange } from "@hvac/office/arrival-windows";
import type { BookingSettings } from "@hvac/office/booking-settings";
import type { VisitRequest } from "@hvac/office/visit";
import { pageKey } from "@hvac/routing";
import type { LeadStore } from "@/stores/lead-store";

/**
 * What the booking step offers a visitor who chose a service and gave a ZIP
 * code: the open arrival windows grouped by day, or why there are none to
 * pick (every case with a way on: the phone, or a request as before).
 */
export type BookingOffer =
  /** Booking is off, or not set up: the request form as before. */
  | { kind: "off" }
  /** A service the office does not take online. */
  | { kind: "notBookable" }
  /** A ZIP code of no published town. */
  | { kind: "outsideArea"; zip: string }
  /** The open windows by day, in time order; none when every one in range is full. */
  | {
      kind: "windows";
      zip: string;
      daysAhead: number;
      days: Array<{ day: string; windows: ArrivalWindow[] }>;
    };

export interface OfferAsked {
  settings: BookingSettings | null;
  /** The service page's document id. */
  service: string;
  zip: string;
  /** The ZIP codes of the published towns. */
  servedZips: ReadonlySet<string>;
  store: Pick<LeadStore, "bookedVisits">;
  now: number;
}

/** A ZIP code as typed, its first five digits (ZIP+4 and spaces allowed). */
export const zip5 = (zip: string) => zip.replace(/\D/g, "").slice(0, 5);

/** Every window in range with its places left, read from the store once for all. */
export async function windowsWithRoom(
  settings: BookingSettings,
  store: Pick<LeadStore, "bookedVisits">,
  now: number,
): Promise<ArrivalWindow[]> {
  const windows = windowsInRange(settings, { now, booked: () => 0 });
  const booked = await store.bookedVisits(windows.map((window) => window.key));
  return windows.map((window) => ({
    ...window,
    left: Math.max(0, window.visits - (booked.get(window.key) ?? 0)),
  }));
}

export async function offeredWindows(asked: OfferAsked): Promise<BookingOffer> {
  const { settings } = asked;
  if (!settings?.enabled) return { kind: "off" };
  if (!settings.services.includes(asked.service)) return { kind: "notBookable" };
  const zip = zip5(asked.zip);
  if (!asked.servedZips.has(zip)) return { kind: "outsideArea", zip };
  const open = (await windowsWithRoom(settings, asked.store, asked.now)).filter(
    (window) => window.left > 0,
  );
  return { kind: "windows", zip, daysAhead: settings.daysAhead, days: byDay(open) };
}

/**
 * The place a booking asks of the store (leads/receive-lead.ts): its window's
 * visits while that window is offered to this service and ZIP code with room
 * left; 0 otherwise (gone past, closed, out of range or full since the
 * visitor saw it), so the request is kept with the window it wanted. The
 * store decides the last place.
 */
export async function placeAsked(
  booking: { window: string; service: string; zip: string; texts?: boolean },
  at: Omit<OfferAsked, "service" | "zip">,
): Promise<VisitRequest> {
  const offer = await offeredWindows({ ...at, service: booking.service, zip: booking.zip });
  const open = offer.kind === "windows" ? offer.days.flatMap((day) => day.windows) : [];
  return {
    window: booking.window,
    service: pageKey({ id: "service", doc: booking.service }),
    visits: open.find((window) => window.key === booking.window)?.visits ?? 0,
    ...(booking.texts ? { texts: true as const } : {}),
  };
}
