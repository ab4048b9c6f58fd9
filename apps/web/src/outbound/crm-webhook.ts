import { createHmac } from "node:crypto";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import type { StoredLead } from "@hvac/office/lead-record";
import type { RouteTable } from "@hvac/routing";
import { absoluteUrl } from "@hvac/seo";
import { publicHttpsProblem, publicLookup } from "@/outbound/public-address";
import { settings } from "@/server/server-context";
import type { CrmSettings } from "@/server/settings";

/**
 * The office's CRM or automation tool gets each request as one JSON
 * document (docs/architecture.md, "The CRM webhook"), signed like Stripe's and GitHub's:
 *
 *   X-Hvac-Timestamp: seconds since 1970
 *   X-Hvac-Signature: sha256=<hex HMAC-SHA256 of "<timestamp>.<body>" with the secret>
 *   Idempotency-Key:  the request's id (the same on every retry), with the
 *                     change's round after it for a change ("<id>:2")
 *
 * A 2xx answer delivers it; anything else (a redirect too), or no answer in
 * 10 s, is tried again for a day (step-schedule.ts), never after a 2xx. An
 * address typed in the Studio must be https on the public internet, checked
 * on the address connected to: the office's field never reaches this
 * machine's or its network's own services.
 */
/**
 * What a delivery says happened: the request received (its first round), or
 * a change since (a later round, made due by the change): its visit booked
 * after all, moved or cancelled.
 */
function crmEvent(lead: StoredLead, round: number) {
  if (round === 0) return "request.received";
  const status = lead.visit?.status;
  if (status === "cancelled") return "visit.cancelled";
  if (status === "moved") return "visit.moved";
  return status === "booked" ? "visit.booked" : "request.updated";
}

function crmPayload(lead: StoredLead, round = 0, routes?: RouteTable) {
  const page = routes?.pageFromKey(lead.page);
  const servicePath = (key: string) => {
    const booked = routes?.pageFromKey(key);
    return booked && routes
      ? absoluteUrl(settings().siteUrl, routes.pathFor(booked, lead.locale))
      : key;
  };
  return {
    event: crmEvent(lead, round),
    id: lead.id,
    receivedAt: lead.receivedAt,
    language: lead.locale,
    page:
      page && routes
        ? absoluteUrl(settings().siteUrl, routes.pathFor(page, lead.locale))
        : lead.page,
    form: lead.variant,
    urgency: lead.urgency,
    preferredTime: lead.preferredTime,
    contact: {
      firstName: lead.firstName,
      lastName: lead.lastName,
      phone: lead.phone,
      email: lead.email,
    },
    address: { street: lead.address, city: lead.city, state: lead.state, zip: lead.zip },
    service: lead.service,
    message: lead.message,
    // A visit booked online: its window (office time, America/Chicago), the service page booked, booked or wanted.
    visit: lead.visit && {
      window: lead.visit.window,
      servicePage: servicePath(lead.visit.service),
      status: lead.visit.status,
      // Why it holds no place ("wanted"); the window before its last change, and who made it.
      waiting: lead.visit.waiting ?? null,
      sequence: lead.visit.sequence ?? 0,
      previousWindow: lead.visit.was ?? null,
      changedBy: lead.visit.changedBy ?? null,
    },
    origin: {
      channel: lead.origin.channel,
      source: lead.origin.source,
      landingPage: lead.origin.landing,
      referrer: lead.origin.referrer,
      utmSource: lead.origin.utmSource,
      utmMedium: lead.origin.utmMedium,
      utmCampaign: lead.origin.utmCampaign,
      clickId: lead.origin.clickId,
      device: lead.origin.device,
    },
  };
}

const crmSignature = (secret: string, timestamp: number, body: string) =>
  `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;

export async function sendToCrm(
  crm: CrmSettings,
  lead: StoredLead,
  round = 0,
  routes?: RouteTable,
): Promise<void> {
  const body = JSON.stringify(crmPayload(lead, round, routes));
  const timestamp = Math.floor(Date.now() / 1000);
  const status = await post(crm, body, {
    "content-type": "application/json",
    "user-agent": "hvac-website-webhook/1",
    "x-hvac-timestamp": String(timestamp),
    "x-hvac-signature": crmSignature(crm.secret, timestamp, body),
    // The same on every retry of one delivery; each change is a delivery of its own.
    "idempotency-key": round === 0 ? lead.id : `${lead.id}:${round}`,
  });
  if (status < 200 || status > 299) throw new Error(`The CRM answered ${status}.`);
}

function post(crm: CrmSettings, body: string, headers: Record<string, string>): Promise<number> {
  const problem = crm.checked ? publicHttpsProblem(crm.url) : undefined;
  if (problem) return Promise.reject(new Error(problem));
  const url = new URL(crm.url);
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(
      url,
      {
        method: "POST",
        headers: { ...headers, "content-length": Buffer.byteLength(body) },
        timeout: 10_000,
        ...(crm.checked ? { lookup: publicLookup } : {}),
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error("The CRM did not answer in 10 s.")));
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}
