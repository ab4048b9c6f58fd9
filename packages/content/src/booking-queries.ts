import { defineQuery } from "groq";

/** What online booking reads: the website (booking pages, lead store) and the Studio's Schedule. */

/**
 * The office's Online booking (issue 38), a private document: read with the
 * write client, or from the embedded dataset; the services by their ids.
 */
export const bookingSettingsQuery =
  defineQuery(`*[_type == "bookingSettings" && _id == "settings.booking"][0]{
  enabled, paused, "services": services[]._ref, windows[]{ day, start, end, visits },
  daysAhead, leastNoticeHours, closedDays
}`);

/** The phones of the requests whose reminder text went out since $since (ISO). */
export const remindersTextedQuery = defineQuery(`*[_type == "lead" && defined(steps)
  && count(steps[step == "reminderText" && status == "sent" && doneAt >= $since]) > 0].phone`);

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

/**
 * The requests whose visit holds a place ($holding) in a window of $day
 * (YYYY-MM-DD) or after, suspected spam left out: the office's calendar.
 */
export const visitsFromQuery = defineQuery(`*[_type == "lead" && !defined(spamReason)
  && visit.window >= $day && visit.status in $holding] | order(visit.window asc)`);
