import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { leadEndpoint, leadStampEndpoint } from "@hvac/routing";
import { serveBuiltSite } from "./served-site";

/**
 * Requests as a visitor's browser sends them, from a chosen loopback address
 * (127.0.0.0/8 is all this machine's): each simulated visitor has its own
 * address, so the per-address rate limit sees distinct visitors without any
 * way around it in the site.
 */

export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  ms: number;
}

export function send(
  url: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    localAddress?: string;
  } = {},
): Promise<Reply> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: options.method ?? "GET",
        headers: options.headers,
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString("utf8"),
            ms: performance.now() - started,
          }),
        );
        response.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(options.body);
  });
}

/** The signed start stamp a request form asks for when it first shows. */
export async function startStamp(baseURL: string, localAddress?: string): Promise<string> {
  const reply = await send(`${baseURL}${leadStampEndpoint}`, localAddress ? { localAddress } : {});
  if (reply.status !== 200) throw new Error(`No start stamp: ${reply.status} ${reply.body}`);
  return (JSON.parse(reply.body) as { stamp: string }).stamp;
}

export type LeadFields = Record<string, string>;

/** A complete, valid request; `n` makes it unique. */
export function validLead(n: number, patch: LeadFields = {}): LeadFields {
  return {
    firstName: "Ana",
    lastName: `García ${String.fromCharCode(65 + (n % 26))}`,
    phone: "(210) 555-0199",
    email: `ana.${n}@example.com`,
    address: `${100 + n} Elm St`,
    city: "San Antonio",
    state: "TX",
    zip: "78201",
    service: "AC Repair",
    message: `Request number ${n}`,
    locale: "en",
    page: "service:servicePage-acRepair",
    variant: "request",
    website: "",
    ...patch,
  };
}

/** Posts a request form the way the site's own form does (urlencoded). */
export function postLead(
  baseURL: string,
  fields: LeadFields,
  options: {
    /** The form's start stamp (sent as the hidden field the form adds). */
    stamp?: string;
    localAddress?: string;
    json?: boolean;
    headers?: Record<string, string>;
  } = {},
): Promise<Reply> {
  return send(`${baseURL}${leadEndpoint}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      ...(options.json === false ? {} : { accept: "application/json" }),
      ...options.headers,
    },
    body: new URLSearchParams({
      ...fields,
      ...(options.stamp ? { started: options.stamp } : {}),
    }).toString(),
    ...(options.localAddress ? { localAddress: options.localAddress } : {}),
  });
}

/** One outbound step of a stored lead, as the store keeps it. */
export interface StoredStep {
  step: string;
  status: string;
  attempts: number;
  error: string | null;
  pages: Array<{ to: string; at: string; error?: string }>;
  /** When the worker is to run it next (ISO time, the server's clock). */
  dueAt: string;
  /** When the worker last took it up, if it has. */
  claimedAt: string | null;
  /** When it ended (sent, gave up or held), if it has. */
  doneAt: string | null;
}

/** A visit booked online, as the store keeps it. */
export interface StoredVisit {
  window: string;
  service: string;
  status: string;
}

const visitOf = (row: Record<string, unknown> | undefined): StoredVisit | null =>
  row
    ? { window: String(row.window), service: String(row.service), status: String(row.status) }
    : null;

/**
 * The leads in a store file, read directly as the office's tools would,
 * each with its outbound steps (`steps`, by step name) and the visit it
 * booked online (`visit`: window, service, status), if any.
 */
export function storedLeads(
  file: string,
): Array<
  Record<string, unknown> & { steps: Record<string, StoredStep>; visit: StoredVisit | null }
> {
  if (!existsSync(file)) return [];
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const rows = db.prepare("SELECT * FROM leads ORDER BY received_at").all() as Array<
      Record<string, unknown>
    >;
    const steps = db.prepare("SELECT * FROM steps WHERE lead_id = ?");
    const hasVisits = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'visits'")
      .get();
    const visit = hasVisits
      ? db.prepare("SELECT window_key AS window, service, status FROM visits WHERE lead_id = ?")
      : undefined;
    return rows.map((row) => ({
      ...row,
      visit: visitOf(visit?.get(String(row.id))),
      steps: Object.fromEntries(
        (steps.all(String(row.id)) as Array<Record<string, unknown>>).map((step) => [
          String(step.step),
          {
            step: String(step.step),
            status: String(step.status),
            attempts: Number(step.attempts),
            error: step.error == null ? null : String(step.error),
            pages: JSON.parse(String(step.pages)),
            dueAt: String(step.due_at),
            claimedAt: step.claimed_at == null ? null : String(step.claimed_at),
            doneAt: step.done_at == null ? null : String(step.done_at),
          },
        ]),
      ),
    }));
  } finally {
    db.close();
  }
}

/** The built site served with its own empty lead store in a temporary folder. */
export async function serveWithLeadStore(env: Record<string, string> = {}) {
  const folder = mkdtempSync(join(tmpdir(), "hvac-leads-"));
  const file = join(folder, "leads.sqlite");
  const site = await serveBuiltSite({ LEADS_DB_FILE: file, ...env });
  return {
    ...site,
    file,
    leads: () => storedLeads(file),
    async stop() {
      await site.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
