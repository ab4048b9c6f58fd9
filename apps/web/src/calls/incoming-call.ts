import { recordCallEnd } from "@/calls/call-end";
import { callOf } from "@/calls/call-of";
import { callSettings } from "@/calls/call-settings";
import { callStore } from "@/calls/server-calls";
import { afterDialTwiml, ringTwiml } from "@/calls/voice-twiml";

/**
 * Twilio's voice webhook for a call to one of the office's numbers: the
 * call recorded as ringing (once, by its CallSid), and the TwiML that rings
 * the office's phones. With no phone to ring, the call is missed at once.
 */
export async function answerIncomingCall(
  params: Record<string, string>,
  now = Date.now(),
): Promise<{ twiml: string; textBack: boolean }> {
  const settings = await callSettings(now);
  const call = callOf(params, settings, now);
  // Not a call Twilio describes: nothing to ring, nothing recorded.
  if (!call) return { twiml: afterDialTwiml(false, false, "en"), textBack: false };
  if (settings.ringPhones.length === 0) {
    return recordCallEnd({ ...params, DialCallStatus: "no-phone" }, now);
  }
  await callStore().rang(call);
  return { twiml: ringTwiml(settings), textBack: false };
}
