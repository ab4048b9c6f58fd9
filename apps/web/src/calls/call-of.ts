import { numberCalled } from "@/calls/call-settings";
import type { CallRang } from "@/calls/call-store";
import { type CallSettings, e164, isUsNumber } from "@/server/settings";

/** A CallSid as Twilio writes them ("CA" and 32 hex digits); anything else is no call of ours. */
const callSid = /^CA[0-9a-f]{32}$/i;

/**
 * The call Twilio's parameters describe (CallSid, From, To), with the
 * number's channel and language; undefined without a CallSid.
 */
export function callOf(
  params: Record<string, string>,
  settings: CallSettings,
  now: number,
): CallRang | undefined {
  const sid = params.CallSid ?? "";
  if (!callSid.test(sid)) return undefined;
  const from = params.From ?? "";
  return {
    sid,
    at: new Date(now).toISOString(),
    // A hidden number comes as a word ("Anonymous"): kept as given, never texted.
    caller: isUsNumber(from) ? e164(from) : from.slice(0, 40),
    ...numberCalled(settings, params.To ?? ""),
  };
}
