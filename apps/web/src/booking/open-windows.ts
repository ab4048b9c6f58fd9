import { type Locale, locales } from "@hvac/routing";
import { bookingSettings } from "@/booking/booking-settings-source";
import { offeredWindows } from "@/booking/offered-windows";
import { servedZips } from "@/booking/served-zips";
import { countWindowsShown } from "@/booking/windows-shown";
import { type OpenWindows, wordedDays } from "@/booking/worded-windows";
import { leadStore } from "@/stores/server-stores";

/** Read by the visitor alone: kept by no cache, indexed by no search engine. */
export const openWindowsHeaders = { "cache-control": "no-store", "x-robots-tag": "noindex" };

/**
 * The open arrival windows for the service and ZIP code asked, in the
 * language asked: what the booking page shows in place with JavaScript
 * (booking-steps.tsx). Without a window to pick (a ZIP code outside the
 * towns, a service not booked online, every window full) "none": the times
 * page says why, with the phone. Counted as shown for the Results.
 */
export async function openWindows(asked: URLSearchParams, headers: Headers): Promise<OpenWindows> {
  const locale: Locale = locales.find((one) => one === asked.get("locale")) ?? "en";
  const offer = await offeredWindows({
    settings: await bookingSettings(),
    service: asked.get("service") ?? "",
    zip: asked.get("zip") ?? "",
    servedZips: await servedZips(),
    store: leadStore(),
    now: Date.now(),
  });
  if (offer.kind !== "windows" || offer.days.length === 0) return { kind: "none" };
  countWindowsShown(locale, headers);
  return { kind: "windows", zip: offer.zip, days: wordedDays(offer.days, locale) };
}
