/**
 * The office's access to the local store, without Sanity:
 *
 *   npm run leads                    the latest leads, newest first
 *   npm run leads -- --all           every lead
 *   npm run leads -- --csv FILE      every lead as CSV, into FILE ("-" for the terminal)
 *
 * Reads LEADS_DB_FILE, or var/leads.sqlite at the repository root.
 */
import { existsSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { leadsCsv } from "@/leads/lead-csv";
import { leadDatabaseFile } from "@/leads/lead-store";
import { sqliteLeadStore } from "@/leads/sqlite-lead-store";

const { values } = parseArgs({
  options: { csv: { type: "string" }, all: { type: "boolean", default: false } },
});

const file = leadDatabaseFile();
if (process.env.SANITY_PROJECT_ID && process.env.SANITY_WRITE_TOKEN) {
  console.error(
    "Leads go to Sanity while SANITY_PROJECT_ID and SANITY_WRITE_TOKEN are set: see Leads in the Studio.",
  );
}
if (!existsSync(file)) {
  console.log(`No leads yet (${file} does not exist).`);
  process.exit(0);
}

const store = sqliteLeadStore(file);
const leads = store.list();
store.close();

if (values.csv !== undefined) {
  const csv = leadsCsv(leads);
  if (values.csv === "-") process.stdout.write(csv);
  else {
    writeFileSync(values.csv, csv);
    console.log(`Wrote ${leads.length} leads to ${values.csv}`);
  }
} else {
  const shown = values.all ? leads : leads.slice(0, 50);
  console.table(
    shown.map((lead) => ({
      received: lead.receivedAt.replace("T", " ").slice(0, 16),
      name: `${lead.firstName} ${lead.lastName}`,
      phone: lead.phone,
      email: lead.email,
      city: lead.city,
      service: lead.service,
      status: lead.status,
      mail: lead.mailStatus === "failed" ? `failed: ${lead.mailError ?? ""}` : lead.mailStatus,
    })),
  );
  console.log(
    `${leads.length} leads in ${file}${shown.length < leads.length ? ` (latest ${shown.length} shown; --all for every one)` : ""}`,
  );
}
