import { type Locale, locales } from "@hvac/routing";
import { openIn } from "@/booking/offered-windows";
import { serverDesk } from "@/booking/server-desk";
import { countWindowsShown } from "@/booking/windows-shown";
import { type OpenWindows, wordedDays } from "@/booking/worded-windows";

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
  const offer = await serverDesk().offer(asked.get("service") ?? "", asked.get("zip") ?? "");
  if (offer.kind !== "windows" || openIn(offer).length === 0) return { kind: "none" };
  await countWindowsShown(locale, headers);
  return { kind: "windows", zip: offer.zip, days: wordedDays(offer.days, locale) };
}
