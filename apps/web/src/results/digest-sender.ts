import { officeLanguageQuery } from "@hvac/content";
import { callTables } from "@hvac/office/calls";
import { addDays, type OfficeWeek, officeWeek, weekToReport } from "@hvac/office/office-week";
import { resultTables } from "@hvac/office/results";
import type { Locale } from "@hvac/routing";
import type { CallStore } from "@/calls/call-store";
import { contentSource } from "@/content/source";
import { transportFor } from "@/mail/smtp";
import { contactTimes } from "@/outbound/contact-times";
import { weeklyDigest } from "@/results/weekly-digest";
import { liveRoutes } from "@/routing/live-routes";
import type { MailSettings } from "@/server/settings";
import type { LeadStore } from "@/stores/lead-store";
import type { ResultsStore } from "@/stores/results-store";

/** A week's tables: its day counts and the requests received in it. */
async function weekTables(store: ResultsStore, week: OfficeWeek) {
  const [counts, requests] = await Promise.all([
    store.counts(week.monday, week.sunday),
    store.requests(new Date(week.from).toISOString(), new Date(week.to).toISOString()),
  ]);
  return resultTables(counts, requests);
}

/**
 * The weekly email as it reads now for the week that ended last (`npm run
 * results -- --digest` shows it); with the calls to the office's numbers
 * when any rang that week.
 */
export async function composeDigest(
  store: ResultsStore,
  leads: LeadStore,
  week: OfficeWeek,
  calls?: CallStore,
) {
  const [thisWeek, weekBefore, spamWaiting, spamEvicted, routes, language, requests, callRows] =
    await Promise.all([
      weekTables(store, week),
      weekTables(store, officeWeek(addDays(week.monday, -7))),
      store.spamWaiting(),
      leads.spamEvicted(week.from),
      liveRoutes().catch(() => undefined),
      contentSource()
        .fetch(officeLanguageQuery, {})
        .catch(() => null),
      leads.leadsBetween(new Date(week.from).toISOString(), new Date(week.to).toISOString()),
      calls?.rows(new Date(week.from).toISOString(), new Date(week.to).toISOString()) ?? [],
    ]);
  const locale: Locale = language === "es" ? "es" : "en";
  const where = store.kind === "sanity" ? "studio" : "command";
  return weeklyDigest(
    {
      week,
      thisWeek,
      weekBefore,
      spamWaiting,
      spamEvicted,
      where,
      contact: contactTimes(requests),
      ...(callRows.length > 0 ? { calls: callTables(callRows) } : {}),
      ...(routes ? { routes } : {}),
    },
    locale,
  );
}

export type DigestOutcome = "sent" | "notCounting" | "alreadySent";

/**
 * Sends the weekly email that is due, once for all instances: the store
 * gives the week to one of them, and takes it back if the send fails (so the
 * next check tries again). A site that was not counting yet in that week
 * sends nothing about it.
 */
export async function sendDueDigest(
  store: ResultsStore,
  leads: LeadStore,
  mail: MailSettings,
  now = Date.now(),
  calls?: CallStore,
): Promise<DigestOutcome> {
  const week = weekToReport(now);
  const first = await store.firstDay();
  if (!first || first > week.sunday) return "notCounting";
  if (!(await store.claimDigest(week.monday))) return "alreadySent";
  try {
    const digest = await composeDigest(store, leads, week, calls);
    await transportFor(mail).sendMail({ from: mail.from, to: mail.to, ...digest });
    return "sent";
  } catch (error) {
    await store.releaseDigest(week.monday);
    throw error;
  }
}
