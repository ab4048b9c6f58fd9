import { callEndpoints } from "@hvac/routing";
import { recordCallEnd } from "@/calls/call-end";
import { twilioWebhook, twimlAnswer } from "@/http/twilio-webhook";
import { wakeOutbound } from "@/outbound/outbound-worker";

/**
 * Where Twilio reports how the ringing of the office's phones ended (the
 * dial's action): the call's end recorded once, a missed call's text back
 * handed to the outbound worker, and what the caller hears last. Only with
 * Twilio's signature over this address; anything else: 403, nothing recorded.
 */
export const POST = twilioWebhook(callEndpoints.status, async (params) => {
  const ended = await recordCallEnd(params);
  if (ended.textBack) wakeOutbound();
  return twimlAnswer(ended.twiml);
});
