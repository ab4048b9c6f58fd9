import { officeDay } from "@hvac/office/results";
import { callOf } from "@/calls/call-of";
import { callSettings } from "@/calls/call-settings";
import type { TextBackAsked } from "@/calls/call-store";
import { callStore } from "@/calls/server-calls";
import { noNumberReason, noTwilioReason, textsStoppedReason } from "@/calls/text-back-reasons";
import { afterDialTwiml } from "@/calls/voice-twiml";
import { settings as serverSettings } from "@/server/server-context";
import { isUsNumber } from "@/server/settings";
import { textOptOuts } from "@/stores/server-stores";

/** Twilio's DialCallStatus of a dial someone answered. */
const answeredStatuses: ReadonlySet<string> = new Set(["completed", "answered"]);
/**
 * Nobody answered: no answer in the time set, busy, failed, the caller hung
 * up while it rang (canceled), or no phone was set to ring ("no-phone", the
 * site's own).
 */
const missedStatuses: ReadonlySet<string> = new Set([
  "no-answer",
  "busy",
  "failed",
  "canceled",
  "no-phone",
]);

/** Whether a missed call's caller is texted back: their day's one text, or why not. */
async function textBackAsked(caller: string, now: number): Promise<TextBackAsked> {
  if (!isUsNumber(caller)) return { notSent: noNumberReason };
  if (!serverSettings().paging.sms) return { notSent: noTwilioReason };
  if (await textOptOuts().textsStopped(caller)) return { notSent: textsStoppedReason };
  return { day: officeDay(now) };
}

/**
 * Twilio's report of how the ringing ended (the dial's action): the call's
 * end recorded once, whatever Twilio retries, and for a missed call its text
 * back planned as a step of the outbound worker (`textBack`: wake it), never
 * sent here. Answered with what the caller hears last. A report of no dial
 * changes nothing.
 */
export async function recordCallEnd(
  params: Record<string, string>,
  now = Date.now(),
): Promise<{ twiml: string; textBack: boolean }> {
  const settings = await callSettings(now);
  const call = callOf(params, settings, now);
  const status = params.DialCallStatus ?? "";
  const answered = answeredStatuses.has(status);
  if (!call || (!answered && !missedStatuses.has(status))) {
    return { twiml: afterDialTwiml(false, false, call?.language ?? "en"), textBack: false };
  }
  const ended = await callStore().ended(
    call,
    {
      outcome: answered ? "answered" : "missed",
      dialStatus: status,
      seconds: answered ? Math.max(0, Number.parseInt(params.DialCallDuration ?? "0", 10) || 0) : 0,
      endedAt: new Date(now).toISOString(),
    },
    answered ? null : await textBackAsked(call.caller, now),
  );
  const text = ended.call.textBack?.status;
  const texting = text !== undefined && text !== "skipped" && text !== "gaveUp";
  return {
    twiml: afterDialTwiml(ended.call.outcome === "missed", texting, ended.call.language),
    textBack: ended.first && text === "pending",
  };
}
