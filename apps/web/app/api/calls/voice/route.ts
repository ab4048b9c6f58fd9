import { callEndpoints } from "@hvac/routing";
import { answerIncomingCall } from "@/calls/incoming-call";
import { twilioWebhook, twimlAnswer } from "@/http/twilio-webhook";
import { wakeOutbound } from "@/outbound/outbound-worker";

/**
 * Twilio's voice webhook for the office's numbers (each number's "A call
 * comes in" address): TwiML that rings the office's phones. Only with
 * Twilio's signature over this address (SITE_URL) and the call's
 * parameters: anything else is refused with 403 and records nothing.
 */
export const POST = twilioWebhook(callEndpoints.voice, async (params) => {
  const answer = await answerIncomingCall(params);
  if (answer.textBack) wakeOutbound();
  return twimlAnswer(answer.twiml);
});
