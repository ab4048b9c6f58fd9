import { defineQuery } from "groq";

/**
 * What online booking reads, shared by the website (its booking settings)
 * and the Studio's Schedule. The lead store's own reads of the visits are in
 * apps/web/src/stores/sanity/lead-queries.ts.
 */

/**
 * The office's Online booking (issue 38), a private document: read with the
 * write client, or from the embedded dataset; the services by their ids.
 */
export const bookingSettingsQuery =
  defineQuery(`*[_type == "bookingSettings" && _id == "settings.booking"][0]{
  enabled, paused, "services": services[]._ref, windows[]{ day, start, end, visits },
  daysAhead, leastNoticeHours, closedDays
}`);

/**
 * The Schedule's visits: those booked online in windows from $today
 * (YYYY-MM-DD) on, and the requests still wanting a time received since
 * $since (ISO), suspected spam left out.
 */
export const scheduleVisitsQuery = defineQuery(`*[_type == "lead" && !defined(spamReason)
  && defined(visit.window) && (visit.window >= $today
    || (visit.status == "wanted" && receivedAt >= $since))] | order(visit.window asc){
  _id, firstName, lastName, city, visit{ window, service, status }
}`);
