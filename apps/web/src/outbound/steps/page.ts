import { nationalDigits } from "@hvac/content/phone";
import { type LeadStatus, pagedPhone } from "@hvac/office/lead-document";
import type { StepUpdate, StoredLead } from "@hvac/office/lead-record";
import { transportFor } from "@/mail/smtp";
import { contactedLink, leadReference } from "@/outbound/contacted-link";
import { hourMs, pageWait } from "@/outbound/hourly-limits";
import { pagedLine } from "@/outbound/office-email";
import type { OutboundSettings } from "@/outbound/outbound-settings";
import { sendSms } from "@/outbound/sms";
import { nextTry } from "@/outbound/step-schedule";
import type { OutboundStores, StepRun, StepRunner } from "@/outbound/steps/step-run";
import { fitted } from "@/outbound/text-message";
import { withoutAddresses } from "@/outbound/without-addresses";

/** Anyone has contacted the visitor: the link, the command, the Studio's action or its status. */
export const contacted = (lead: { contactedAt: string | null; status: LeadStatus }) =>
  lead.contactedAt !== null || lead.status !== "new";

/**
 * The text message: the site's own lines first (the urgency and reference,
 * the visitor's number to tap, the link to mark it contacted), then the
 * visitor's words with no address or other number in them, cut to fit two
 * segments of GSM-7 (text-message.ts).
 */
export function pageText(lead: StoredLead, link: string, escalation: boolean): string {
  const kind = lead.urgency === "emergency" ? "EMERGENCY" : "After hours";
  const words = (value: string) => withoutAddresses(value, lead.phone);
  const problem = words(lead.message);
  return fitted(
    [
      `${escalation ? `NOT YET CONTACTED, ${kind.toUpperCase()}` : kind} ${leadReference(lead.id)}`,
      `Call +1${nationalDigits(lead.phone)}`,
      `Contacted? ${link}`,
    ],
    [
      // A request by text after a missed call has neither name nor town nor service.
      [words(`${lead.firstName} ${lead.lastName}`), `${words(lead.city)} ${lead.zip}`.trim()]
        .filter(Boolean)
        .join(", "),
      lead.service
        ? `${words(lead.service)}${problem ? `: "${problem}"` : ""}`
        : problem && `"${problem}"`,
    ]
      .filter(Boolean)
      .join(". "),
  );
}

/** The one text of an hour past the paging budget: the office's email has every request. */
export const summaryText = (lead: StoredLead) =>
  `Paging held: the hour's texts are spent, or one address sent several emergencies. ${leadReference(lead.id)} and any more held this hour are in your email, not texted.`;

/**
 * One run of the page step; every text message tried is recorded in
 * `pages`. The first run texts the first on-call phone. A later run, due
 * `escalateAfterMs` after a text went out, texts the next phone unless
 * someone has contacted the visitor meanwhile. A text that fails (a number
 * the provider refuses, the provider down) moves on to the next phone at
 * once; when every phone has failed, the round starts again later
 * (step-schedule.ts), until it gives up. Past the hour's budget of texts
 * (first ones and escalations alike), or for a request from a source that
 * already paged this hour (hourly-limits.ts), the step is held: the first
 * request held in an hour sends one summary text to the first phone, and the
 * office's email has every request.
 */
export async function runPage(
  { stores, lead, step, settings, now }: StepRun,
  link: string,
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
  const name = settings.onCallNames?.[next];
  const waits = await pageWait(stores.leads, lead, settings.limits, lastSent < 0, now);
  if (waits) {
    const summary = await sendSummary(stores, lead, settings, now);
    return {
      status: "held",
      error: `Not paged: ${waits} The office's email has the request.${summary}`,
    };
  }
  try {
    await sendSms(settings.sms, next, pageText(lead, link, lastSent >= 0));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const pages = [...step.pages, { ...(name ? { name } : {}), to: next, at, error: message }];
    if (lastSent >= 0 || (failedSince + 1) % phones.length !== 0) {
      return { status: "failed", dueAt: at, error: message, pages };
    }
    // A whole round failed: the provider is down, or every number refused.
    const retry = nextTry("page", (failedSince + 1) / phones.length, now);
    return retry
      ? { status: "failed", dueAt: retry, error: message, pages }
      : { status: "gaveUp", error: message, pages };
  }
  const pages = [...step.pages, { ...(name ? { name } : {}), to: next, at }];
  return {
    status: index + 1 < phones.length ? "pending" : "sent",
    dueAt: new Date(now + settings.escalateAfterMs).toISOString(),
    error: null,
    pages,
  };
}

/**
 * The page step: the text to the next on-call phone; when it escalated (a
 * second phone texted), the office's email says so, best effort (the lead's
 * own record says the same if this fails).
 */
export const pageStep: StepRunner = async (run) => {
  const { stores, lead, settings, now } = run;
  const link = contactedLink(await stores.keys.signingKey(), lead.id, now);
  const update = await runPage(run, link);
  const { mail } = settings;
  const pages = update.pages ?? [];
  const sent = pages.filter((page) => !page.error);
  const justSent = pages.at(-1);
  if (mail && sent.length > 1 && justSent && !justSent.error) {
    await transportFor(mail)
      .sendMail({
        from: mail.from,
        to: mail.to,
        subject: `Not yet contacted: ${leadReference(lead.id)} paged again, to ${pagedPhone(justSent)}`,
        text: [
          `Nobody marked request ${leadReference(lead.id)} (${withoutAddresses(`${lead.firstName} ${lead.lastName}`)}) contacted in time.`,
          ...pages.map(pagedLine),
          `Mark contacted: ${link}`,
        ].join("\n"),
      })
      .catch((error: unknown) =>
        console.error("The office could not be told of an escalation:", error),
      );
  }
  return update;
};

/** One summary text an hour across the fleet (a lease in the store), to the first phone. */
async function sendSummary(
  stores: OutboundStores,
  lead: StoredLead,
  settings: OutboundSettings,
  now: number,
): Promise<string> {
  const to = settings.onCall[0];
  if (!settings.sms || !to) return "";
  if (!(await stores.keys.holdLease(lead.id, hourMs, now, "pagingSummary"))) return "";
  const who = pagedPhone({ name: settings.onCallNames?.[to], to });
  try {
    await sendSms(settings.sms, to, summaryText(lead));
    return ` One summary text went to ${who}.`;
  } catch (error) {
    return ` The summary text to ${who} failed: ${error instanceof Error ? error.message : String(error)}`;
  }
}
