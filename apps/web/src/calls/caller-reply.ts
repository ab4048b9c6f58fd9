import { randomUUID } from "node:crypto";
import { missedCallPage, phoneWords } from "@hvac/office/calls";
import type { LeadRecord } from "@hvac/office/lead-record";
import type { LeadOrigin } from "@hvac/office/results";
import type { StoredCall } from "@/calls/call-store";
import { asksForEmergency } from "@/calls/emergency-words";
import { callStore } from "@/calls/server-calls";
import { messageMaxLength } from "@/leads/lead-fields";
import { outboundSettings } from "@/outbound/outbound-settings";
import { planSteps } from "@/outbound/plan-steps";
import { e164, isUsNumber } from "@/server/settings";
import { leadStore } from "@/stores/server-stores";
import { collapseBlankLines, invisibleCharacters } from "@/text/visible-text";

const dayMs = 24 * 60 * 60 * 1000;
/** A text this long after a missed call still answers it. */
const replyWindowMs = 7 * dayMs;
/**
 * The requests one missed call's texts can become: a caller who writes in
 * three texts reaches the office whole, a script texting without end does
 * not mail the office without end.
 */
const requestsPerCall = 3;

/**
 * The call a text answers: the caller's latest unanswered call that was
 * texted back (or is about to be), else their latest unanswered call (a
 * caller who writes before the text back went, or while it rings).
 */
function callAnswered(calls: readonly StoredCall[]): StoredCall | undefined {
  const texted = calls.find((call) =>
    ["pending", "sending", "failed", "sent"].includes(call.textBack?.status ?? ""),
  );
  return texted ?? calls[0];
}

/** The caller's words as a request's message: one normal form, no control or invisible characters. */
const cleanMessage = (body: string) =>
  collapseBlankLines(
    body
      .normalize("NFC")
      .replace(/\r\n?/g, "\n")
      .replace(new RegExp(invisibleCharacters, "gu"), "")
      .replace(/[^\P{Cc}\n\t]/gu, "")
      .trim(),
  ).slice(0, messageMaxLength);

/** The request a caller's text becomes: their number, their words, the number they had called. */
function missedCallRequest(call: StoredCall, body: string, now: number): LeadRecord {
  const message = cleanMessage(body);
  const origin: LeadOrigin = {
    landing: missedCallPage,
    referrer: null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    clickId: null,
    device: "phone",
    channel: "call",
    source: call.channel,
  };
  return {
    id: randomUUID(),
    receivedAt: new Date(now).toISOString(),
    locale: call.language,
    page: missedCallPage,
    variant: "request",
    firstName: "",
    lastName: "",
    phone: phoneWords(call.caller),
    email: "",
    address: "",
    city: "",
    state: "",
    zip: "",
    service: "",
    message,
    urgency: asksForEmergency(message) ? "emergency" : null,
    preferredTime: null,
    origin,
    spamReason: null,
    weakSign: null,
    // Not a visitor of the site: a text carries no internet address.
    source: null,
  };
}

/**
 * A text to one of the office's numbers that is not STOP or START: from a
 * caller nobody answered in the last 7 days, it becomes a request with
 * source "Missed call", stored with the same steps as a form's (the office's
 * email, the CRM webhook, the on-call page for an emergency word; no
 * confirmation: a text has no email address), at most `requestsPerCall` for
 * a call. Twilio's retry of the same message (its MessageSid) is the same
 * request. Anything else is left alone.
 */
export async function receiveCallerText(
  text: Record<string, string>,
  now = Date.now(),
): Promise<"request" | "again" | "ignored"> {
  const from = text.From ?? "";
  if (!isUsNumber(from) || !text.MessageSid || !(text.Body ?? "").trim()) return "ignored";
  const calls = callStore();
  const call = callAnswered(
    await calls.unansweredCalls(e164(from), new Date(now - replyWindowMs).toISOString()),
  );
  if (!call || call.requests.length >= requestsPerCall) return "ignored";
  const lead = missedCallRequest(call, text.Body ?? "", now);
  const steps = planSteps(
    { urgency: lead.urgency, stamped: true, booking: false },
    await outboundSettings(now),
    now,
  ).filter((step) => step !== "visitorEmail");
  const saved = await leadStore().save(lead, {
    duplicateKey: `text:${text.MessageSid}`,
    steps,
  });
  await calls.addRequest(call.sid, saved.id);
  return saved.duplicate ? "again" : "request";
}
