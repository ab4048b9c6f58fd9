import { smsEndpoint } from "@hvac/routing";
import { absoluteUrl, siteUrl } from "@hvac/seo";
import type { NextRequest } from "next/server";
import twilio from "twilio";
import { textReply } from "@/outbound/text-reply";
import { settings } from "@/server/server-context";
import { textOptOuts } from "@/stores/server-stores";

/**
 * Twilio's webhook for the texts the site's number receives (its "A message
 * comes in" address): STOP (or its other words, in English and Spanish) ends
 * the site's texts to that phone, START brings them back. Only with Twilio's
 * signature over this address and the message; answered with an empty
 * TwiML reply (Twilio itself confirms a STOP to the phone).
 */
export async function POST(request: NextRequest) {
  const { sms } = settings().paging;
  if (!sms) return new Response("Not found", { status: 404 });
  const form = await request.formData().catch(() => undefined);
  const params = Object.fromEntries(
    [...(form?.entries() ?? [])].filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
  const signature = request.headers.get("x-twilio-signature") ?? "";
  if (
    !twilio.validateRequest(sms.authToken, signature, absoluteUrl(siteUrl, smsEndpoint), params)
  ) {
    return new Response("Not signed by Twilio", { status: 403 });
  }
  const reply = textReply(params.Body ?? "");
  if (reply && params.From) await textOptOuts().setTextsStopped(params.From, reply === "stop");
  return new Response('<?xml version="1.0" encoding="UTF-8"?><Response></Response>', {
    headers: { "content-type": "text/xml", "cache-control": "no-store" },
  });
}
