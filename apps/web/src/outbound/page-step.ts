import type { LeadStatus } from "@hvac/content/lead-document";
import type { StepState, StepUpdate, StoredLead } from "@/leads/lead-store";
import { visibleText } from "@/leads/visible-text";
import { leadReference } from "@/outbound/contacted-link";
import type { OutboundSettings } from "@/outbound/outbound-settings";
import { sendSms } from "@/outbound/sms";
import { nextTry } from "@/outbound/step-schedule";

/** Anyone has contacted the visitor: the link, the command, the Studio's action or its status. */
export const contacted = (lead: { contactedAt: string | null; status: LeadStatus }) =>
  lead.contactedAt !== null || lead.status !== "new";

/** The text message: name, tap-to-call phone, town, service, the problem in a few words, the reference, the link. */
export function pageText(lead: StoredLead, link: string, escalation: boolean): string {
  const line = (value: string) => visibleText(value).replace(/\s+/g, " ").trim();
  const digits = lead.phone.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");
  const problem = line(lead.message);
  return [
    `${escalation ? "NOT YET CONTACTED" : lead.urgency === "emergency" ? "EMERGENCY" : "After hours"} ${leadReference(lead.id)}:`,
    `${line(`${lead.firstName} ${lead.lastName}`)}, +1${digits}`,
    `${line(lead.city)} ${lead.zip}. ${line(lead.service)}`,
    ...(problem ? [`"${problem.length > 80 ? `${problem.slice(0, 79)}…` : problem}"`] : []),
    `Contacted? ${link}`,
  ].join("\n");
}

/**
 * One run of the page step; every text message tried is recorded in
 * `pages`. The first run texts the first on-call phone. A later run, due
 * `escalateAfterMs` after a text went out, texts the next phone unless
 * someone has contacted the visitor meanwhile. A text that fails (a number
 * the provider refuses, the provider down) moves on to the next phone at
 * once; when every phone has failed, the round starts again later
 * (step-schedule.ts), until it gives up.
 */
export async function runPage(
  lead: StoredLead,
  step: StepState,
  settings: OutboundSettings,
  link: string,
  now = Date.now(),
): Promise<StepUpdate> {
  if (contacted(lead)) return { status: "sent", error: null };
  const phones = settings.onCall;
  const lastSent = step.pages.findLastIndex((page) => !page.error);
  const failedSince = step.pages.length - lastSent - 1;
  const index =
    lastSent >= 0
      ? phones.indexOf(step.pages[lastSent]?.to ?? "") + 1 + failedSince
      : failedSince % Math.max(phones.length, 1);
  const next = phones[index];
  if (!settings.sms || !next) {
    // Every phone texted after one that got through, or paging turned off since.
    return lastSent >= 0
      ? { status: "sent", error: null }
      : { status: "gaveUp", error: step.error ?? "No on-call phone is set." };
  }
  const at = new Date(now).toISOString();
  try {
    await sendSms(settings.sms, next, pageText(lead, link, lastSent >= 0));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const pages = [...step.pages, { to: next, at, error: message }];
    if (lastSent >= 0 || (failedSince + 1) % phones.length !== 0) {
      return { status: "failed", dueAt: at, error: message, pages };
    }
    // A whole round failed: the provider is down, or every number refused.
    const retry = nextTry("page", (failedSince + 1) / phones.length, now);
    return retry
      ? { status: "failed", dueAt: retry, error: message, pages }
      : { status: "gaveUp", error: message, pages };
  }
  const pages = [...step.pages, { to: next, at }];
  return {
    status: index + 1 < phones.length ? "pending" : "sent",
    dueAt: new Date(now + settings.escalateAfterMs).toISOString(),
    error: null,
    pages,
  };
}
