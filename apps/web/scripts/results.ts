/**
 * What each page brings, for the office, from the local store:
 *
 *   npm run results                    the last 30 days: by page, by source, by language, call taps by placement
 *   npm run results -- --days 7        another number of days (today included)
 *   npm run results -- --csv FILE      the same tables as CSV, into FILE ("-" for the terminal)
 *   npm run results -- --digest        the weekly email as the office would get it now
 *
 * Besides the counts: the calls to the office's numbers by channel and by
 * number (answered, missed, texted back, replied, talk time), how fast
 * requests were answered, week by week, and the requests nobody has
 * contacted an hour after they arrived.
 *
 * Reads LEADS_DB_FILE, or var/leads.sqlite at the repository root: the file
 * the site counts into when `npm start` or `npm run dev` runs it without
 * Sanity. ./scripts/local counts into its local content lake, and says so.
 */
import { existsSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { averageTalk, type CallLine, callTables, talkTime } from "@hvac/office/calls";
import type { StoredLead } from "@hvac/office/lead-record";
import { addDays, startOfOfficeDay, weekToReport } from "@hvac/office/office-week";
import {
  officeDay,
  per100,
  placementTitles,
  type ResultLine,
  resultTables,
  totalsSentence,
} from "@hvac/office/results";
import { sqliteCallStore } from "@/calls/sqlite-call-store";
import { csvCell } from "@/leads/lead-csv";
import { contactTimes, duration } from "@/outbound/contact-times";
import { leadReference } from "@/outbound/contacted-link";
import { officeTime } from "@/outbound/office-email";
import { composeDigest } from "@/results/digest-sender";
import { pageLabel } from "@/results/page-label";
import { liveRoutes } from "@/routing/live-routes";
import { localLakeNote } from "@/server/local-run";
import { readSettings } from "@/server/settings";
import { sqliteLeadStore } from "@/stores/sqlite/lead-store";
import { sqliteResultsStore } from "@/stores/sqlite/results-store";
import { visibleText } from "@/text/visible-text";

const { values } = parseArgs({
  options: {
    days: { type: "string", default: "30" },
    csv: { type: "string" },
    digest: { type: "boolean", default: false },
  },
});

/** How fast requests were answered, week by week (Monday to Sunday, office time), and who waits. */
function showContactTimes(requests: StoredLead[], now: number) {
  const weeks = new Map<string, StoredLead[]>();
  for (const lead of requests) {
    const day = officeDay(Date.parse(lead.receivedAt));
    const monday = addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
    weeks.set(monday, [...(weeks.get(monday) ?? []), lead]);
  }
  console.log("Time from request to first contact, by week");
  if (weeks.size === 0) console.log("  no requests\n");
  else {
    console.table(
      [...weeks].flatMap(([monday, leads]) => {
        const times = contactTimes(leads, now);
        return (["emergencies", "others"] as const).map((kind) => ({
          "week of": monday,
          requests: kind === "emergencies" ? "emergencies" : "the rest",
          contacted: `${times[kind].contacted} of ${times[kind].requests}`,
          median: duration(times[kind].median),
          "90th percentile": duration(times[kind].p90),
        }));
      }),
    );
  }
  const { waiting } = contactTimes(requests, now);
  if (waiting.length > 0) {
    console.log(
      `Not contacted an hour after they arrived (${waiting.length}): call them, then npm run leads -- --contacted ID`,
    );
    console.table(
      waiting.map((lead) => ({
        reference: leadReference(lead.id),
        received: officeTime(lead.receivedAt),
        "how soon": lead.urgency ?? "",
        name: visibleText(`${lead.firstName} ${lead.lastName}`),
        phone: lead.phone,
      })),
    );
  }
}

/** Calls by channel or by number, as the office reads them. */
function showCalls(title: string, head: string, lines: CallLine[]) {
  console.log(title);
  if (lines.length === 0) {
    console.log("  no calls to your numbers\n");
    return;
  }
  console.table(
    lines.map((line) => ({
      [head]: line.key,
      calls: line.calls,
      answered: line.answered,
      missed: line.missed,
      "texted back": line.textedBack,
      replied: line.replied,
      "talk time": talkTime(line.seconds),
      "average call": averageTalk(line),
    })),
  );
}

const days = Number(values.days);
if (!Number.isInteger(days) || days < 1 || days > 800) {
  console.error("--days takes a whole number of days, 1 to 800.");
  process.exit(1);
}
const settings = readSettings();
const { leadDatabaseFile: file, sanity } = settings;
const inLocalLake = localLakeNote(settings, "Counts");
if (inLocalLake) console.error(inLocalLake);
if (sanity) {
  console.error("Counts go to Sanity while SANITY_PROJECT_ID is set: see Results in the Studio.");
}
if (!existsSync(file)) {
  console.log(`Nothing counted yet (${file} does not exist).`);
  process.exit(0);
}

const store = sqliteResultsStore(file);
const leads = sqliteLeadStore(file);
const calls = sqliteCallStore(file);
try {
  if (values.digest) {
    const digest = await composeDigest(store, leads, weekToReport(Date.now()), calls);
    console.log(`Subject: ${digest.subject}\n\n${digest.text}`);
  } else {
    const now = Date.now();
    const today = officeDay(now);
    const from = addDays(today, 1 - days);
    const since = new Date(startOfOfficeDay(from)).toISOString();
    const [counts, requests, routes, callRows] = await Promise.all([
      store.counts(from, today),
      store.requests(since, new Date(now).toISOString()),
      liveRoutes().catch(() => undefined),
      calls.rows(since, new Date(now).toISOString()),
    ]);
    const tables = resultTables(counts, requests);
    const callTable = callTables(callRows);
    const callSections: Array<[string, CallLine[]]> = [
      ["Calls by channel", callTable.byChannel],
      ["Calls by number", callTable.byNumber],
    ];
    const language = { en: "English", es: "Spanish" } as Record<string, string>;
    const sections: Array<[string, ResultLine[]]> = [
      [
        "By page",
        tables.byPage.map((line) => ({ ...line, key: pageLabel(line.key, routes, "en") })),
      ],
      ["By source", tables.bySource],
      [
        "By language",
        tables.byLanguage.map((line) => ({ ...line, key: language[line.key] ?? line.key })),
      ],
    ];
    if (values.csv !== undefined) {
      const rows = [
        [
          "table",
          "name",
          "visits",
          "callTaps",
          "requests",
          "bookedOnline",
          "callsPer100Visits",
          "requestsPer100Visits",
          "calls",
          "answered",
          "missed",
          "textedBack",
          "replied",
          "talkSeconds",
        ],
        ...sections.flatMap(([table, lines]) =>
          lines.map((line) => [
            table,
            line.key,
            line.visits,
            line.calls,
            line.requests,
            line.bookings,
            per100(line.calls, line.visits),
            per100(line.requests, line.visits),
          ]),
        ),
        ...tables.byPlacement.map((line) => [
          "Call taps by placement",
          placementTitles[line.key],
          "",
          line.calls,
          "",
          "",
          "",
          "",
        ]),
        ...callSections.flatMap(([table, lines]) =>
          lines.map((line) => [
            table,
            line.key,
            ...Array(6).fill(""),
            line.calls,
            line.answered,
            line.missed,
            line.textedBack,
            line.replied,
            line.seconds,
          ]),
        ),
      ];
      const csv = `${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
      if (values.csv === "-") process.stdout.write(csv);
      else {
        writeFileSync(values.csv, csv);
        console.log(`Wrote the last ${days} days' results to ${values.csv}`);
      }
    } else {
      console.log(
        `Results of the last ${days} days (${from} to ${today}), counted without cookies.\n`,
      );
      for (const [title, lines] of sections) {
        console.log(
          title === "By page" ? "By page (a page's visits: each time it was shown)" : title,
        );
        console.table(
          lines.map((line) => ({
            [title === "By page" ? "page" : title === "By source" ? "source" : "language"]:
              line.key,
            visits: line.visits,
            "call taps": line.calls,
            requests: line.requests,
            "booked online": line.bookings,
            "call taps per 100 visits": per100(line.calls, line.visits) ?? "-",
            "requests per 100 visits": per100(line.requests, line.visits) ?? "-",
          })),
        );
      }
      console.log("Call taps by placement");
      if (tables.byPlacement.length === 0) console.log("  none\n");
      else {
        console.table(
          tables.byPlacement.map((line) => ({
            placement: placementTitles[line.key],
            "call taps": line.calls,
          })),
        );
      }
      for (const [title, lines] of callSections) {
        showCalls(title, title === "Calls by channel" ? "channel" : "number", lines);
      }
      console.log(`In all: ${totalsSentence(tables.totals)} (suspected spam left out).`);
      const { shown, sent, booked } = tables.booking;
      console.log(
        `Online booking: open times shown ${shown} times, ${sent} sent with a time, ${booked} booked.\n`,
      );
      showContactTimes(
        await leads.leadsBetween(
          new Date(startOfOfficeDay(from)).toISOString(),
          new Date(now).toISOString(),
        ),
        now,
      );
    }
  }
} finally {
  store.close?.();
  leads.close();
  calls.close();
}
