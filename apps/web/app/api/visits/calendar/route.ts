import { officeDay } from "@hvac/office/results";
import type { NextRequest } from "next/server";
import { isOfficeCalendarKey, officeCalendar } from "@/booking/office-calendar";
import { liveRoutes } from "@/routing/live-routes";
import { storeKeys, visitBook } from "@/stores/server-stores";

/**
 * The office's calendar feed (booking/office-calendar.ts): read by the
 * office's calendar app every few hours, never cached by anyone else. A
 * wrong or missing key answers 404, as if there were nothing here.
 */
const weekMs = 7 * 24 * 60 * 60 * 1000;

export async function GET(request: NextRequest) {
  const given = request.nextUrl.searchParams.get("key") ?? "";
  if (!isOfficeCalendarKey(await storeKeys().signingKey(), given)) {
    return new Response("Not found", { status: 404, headers: { "cache-control": "no-store" } });
  }
  const visits = await visitBook().visitsFrom(officeDay(Date.now() - weekMs));
  const routes = await liveRoutes().catch(() => undefined);
  return new Response(officeCalendar(visits, routes), {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "cache-control": "private, no-store",
      "x-robots-tag": "noindex",
      "referrer-policy": "no-referrer",
    },
  });
}
