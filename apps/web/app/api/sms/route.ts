import { smsEndpoint } from "@hvac/routing";
import { receiveCallerText } from "@/calls/caller-reply";
import { twilioWebhook, twimlAnswer } from "@/http/twilio-webhook";
import { wakeOutbound } from "@/outbound/outbound-worker";
import { textReply } from "@/outbound/text-reply";
import { textOptOuts } from "@/stores/server-stores";

/**
 * Twilio's webhook for the texts the site's numbers receive (their "A
 * message comes in" address): STOP (or its other words, in English and
 * Spanish) ends the site's texts to that phone, START brings them back; any
 * other text from a caller nobody answered becomes a request (a reply to the
 * text back, calls/caller-reply.ts). Only with Twilio's signature over this
 * address and the message; answered with an empty TwiML reply (Twilio itself
 * confirms a STOP to the phone).
 */
export const POST = twilioWebhook(smsEndpoint, async (params) => {
  const reply = textReply(params.Body ?? "");
  if (reply && params.From) await textOptOuts().setTextsStopped(params.From, reply === "stop");
  if (!reply && (await receiveCallerText(params)) === "request") wakeOutbound();
  return twimlAnswer('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
});
