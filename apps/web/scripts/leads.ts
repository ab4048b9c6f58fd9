/**
 * The office's access to the local store, without Sanity:
 *
 *   npm run leads                      the latest leads, newest first
 *   npm run leads -- --all             every lead
 *   npm run leads -- --csv FILE        every lead as CSV, into FILE ("-" for the terminal)
 *   npm run leads -- --spam            the requests kept apart as suspected spam, and why
 *   npm run leads -- --not-spam ID     moves one back to the leads
 *   npm run leads -- --contacted ID    marks one contacted (its page stops; the time is kept)
 *   npm run leads -- --customer ID     marks one a customer (its one review request goes out)
 *   npm run leads -- --calendar-link   the office's calendar address (visits booked online)
 *
 * Reads LEADS_DB_FILE, or var/leads.sqlite at the repository root: the file
 * the site writes when `npm start` or `npm run dev` runs it without Sanity.
 * ./scripts/local keeps its requests in its local content lake, and says so.
 */
import { existsSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { type OutboundStep, spamKeptDays } from "@hvac/office/lead-document";
import type { StepState, StoredLead } from "@hvac/office/lead-record";
import { sourceKey } from "@hvac/office/results";
import { waitReasonWords } from "@hvac/office/visit-words";
import { officeCalendarUrl } from "@/booking/office-calendar";
import { leadsCsv } from "@/leads/lead-csv";
import { leadReference } from "@/outbound/contacted-link";
import { officeTime, officeWindow } from "@/outbound/office-email";
import { localLakeNote } from "@/server/local-run";
import { readSettings } from "@/server/settings";
import { sanityLeadStore } from "@/stores/sanity/lead-store";
import { sanityWriter } from "@/stores/sanity/write-client";
import { sqliteLeadStore } from "@/stores/sqlite/lead-store";
import { visibleText } from "@/text/visible-text";

const { values } = parseArgs({
  options: {
    csv: { type: "string" },
    all: { type: "boolean", default: false },
    spam: { type: "boolean", default: false },
    "not-spam": { type: "string" },
    contacted: { type: "string" },
    customer: { type: "string" },
    "calendar-link": { type: "boolean", default: false },
  },
});

const stepNames: Record<OutboundStep, string> = {
  page: "page",
  officeEmail: "office email",
  visitorEmail: "visitor email",
  crm: "CRM",
  reminder: "visit reminder",
  reminderText: "visit reminder text",
  visitNotice: "visitor's notice of a visit change",
  officeNotice: "office's notice of a visit change",
  bookingAlert: "office's online booking alert",
  reviewRequest: "review request",
};

/** "page sent to +12105550111, +12105550112", "office email failed: ...". */
function stepSummary(step: StepState) {
  const sent = step.pages.filter((page) => !page.error).map((page) => page.to);
  const to = sent.length > 0 ? ` to ${sent.join(", ")}` : "";
  // A step's note: why it failed, gave up, is held or skipped, or waits (a confirmation past the hour's limits).
  const error = step.error ? `: ${step.error}` : "";
  return `${stepNames[step.step]} ${step.status}${to}${error}`;
}

const settings = readSettings();
const { leadDatabaseFile: file, sanity } = settings;
const inLocalLake = localLakeNote(settings, "Requests");
if (inLocalLake) console.error(inLocalLake);
if (values["calendar-link"]) {
  // Signed with the store's key, as the site signs it (open-stores.ts).
  const key =
    settings.leadsSecret ??
    (sanity ? await sanityLeadStore(sanityWriter(sanity)).signingKey() : await localKey(file));
  console.log(
    `Subscribe to this address in Google Calendar or Outlook ("From URL"): every visit booked online. It is private: whoever has it sees your customers' names, addresses and phones, so don't share it.\n${officeCalendarUrl(key)}`,
  );
  process.exit(0);
}
if (sanity) {
  console.error("Leads go to Sanity while SANITY_PROJECT_ID is set: see Leads in the Studio.");
}
if (!existsSync(file)) {
  console.log(`No leads yet (${file} does not exist).`);
  process.exit(0);
}

const store = sqliteLeadStore(file);
try {
  if (values.customer !== undefined) {
    const id = leadId(values.customer);
    if (!store.markCustomer(id)) {
      console.error(`No lead with the id ${id}.`);
      process.exitCode = 1;
    } else console.log(`Marked ${id} a customer: the review request goes out (once).`);
  } else if (values.contacted !== undefined) {
    const id = leadId(values.contacted);
    const outcome = await store.markContacted(id);
    if (outcome === "unknown") {
      console.error(`No lead with the id ${id}.`);
      process.exitCode = 1;
    } else {
      console.log(
        outcome === "marked"
          ? `Marked ${id} contacted: nobody else will be paged for it.`
          : `${id} was already marked contacted.`,
      );
    }
  } else if (values["not-spam"] !== undefined) {
    const id = values["not-spam"];
    if (!store.markNotSpam(id)) {
      console.error(`No suspected spam with the id ${id}.`);
      process.exitCode = 1;
    } else console.log(`Moved ${id} back to the leads.`);
  } else if (values.csv !== undefined) {
    const leads = store.list({ spam: values.spam });
    const csv = leadsCsv(leads);
    if (values.csv === "-") process.stdout.write(csv);
    else {
      writeFileSync(values.csv, csv);
      console.log(
        `Wrote ${leads.length} ${values.spam ? "suspected spam" : "leads"} to ${values.csv}`,
      );
    }
  } else {
    show(store.list({ spam: values.spam }));
    if (values.spam) {
      const evicted = await store.spamEvicted(Date.now() - 7 * 24 * 60 * 60 * 1000);
      if (evicted > 0) {
        console.log(`${evicted} older suspected spam deleted to make room in the last 7 days.`);
      }
    }
  }
} finally {
  store.close();
}

/** The id, or the reference the text message and the emails give ("R-1A2B3C4D"). */
function leadId(given: string) {
  return store.list().find((lead) => leadReference(lead.id) === given.toUpperCase())?.id ?? given;
}

async function localKey(at: string) {
  const local = sqliteLeadStore(at);
  try {
    return await local.signingKey();
  } finally {
    local.close();
  }
}

function show(leads: StoredLead[]) {
  const shown = values.all ? leads : leads.slice(0, 50);
  console.table(
    shown.map((lead) => ({
      received: lead.receivedAt.replace("T", " ").slice(0, 16),
      ...(values.spam ? { id: lead.id, why: lead.spamReason } : {}),
      name: visibleText(`${lead.firstName} ${lead.lastName}`),
      phone: lead.phone,
      email: visibleText(lead.email),
      city: visibleText(lead.city),
      service: visibleText(lead.service),
      source: sourceKey(lead.origin),
      ...(values.spam ? {} : { id: lead.id, "how soon": lead.urgency ?? "" }),
      // A visit booked online: its window (office time) and where it stands; why it needs a time.
      visit: lead.visit
        ? `${officeWindow(lead.visit.window)}: ${
            lead.visit.status === "wanted"
              ? `NEEDS A TIME (${waitReasonWords[lead.visit.waiting ?? "taken"]})`
              : lead.visit.status
          }${lead.visit.changedBy ? `, last changed by the ${lead.visit.changedBy}` : ""}`
        : "",
      status: lead.contactedAt ? `${lead.status} ${officeTime(lead.contactedAt)}` : lead.status,
      "what went out": lead.steps.map(stepSummary).join(", "),
    })),
  );
  const what = values.spam ? "requests kept as suspected spam" : "leads";
  const cut =
    shown.length < leads.length ? ` (latest ${shown.length} shown; --all for every one)` : "";
  console.log(`${leads.length} ${what} in ${file}${cut}`);
  if (values.spam && leads.length > 0) {
    console.log(
      `Not emailed to the office, deleted after ${spamKeptDays} days. A real one? npm run leads -- --not-spam ID`,
    );
  }
}
