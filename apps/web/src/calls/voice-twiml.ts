import { callEndpoints, type Locale } from "@hvac/routing";
import { absoluteUrl } from "@hvac/seo";
import twilio from "twilio";
import { translator } from "@/i18n/translate";
import { settings as serverSettings } from "@/server/server-context";
import type { CallSettings } from "@/server/settings";

/** The voice that speaks to a caller in the number's language. */
const voices = {
  en: { voice: "Polly.Joanna", language: "en-US" },
  es: { voice: "Polly.Mia", language: "es-MX" },
} as const;

/**
 * What Twilio does with a call to one of the office's numbers: ring every
 * phone of the office at once for the time the office set (the caller hears
 * ringing until one answers; each phone shows the caller's own number), then
 * ask the site how it ended (the dial's action: calls/call-end.ts). Built by
 * the `twilio` package's own TwiML builder.
 */
export function ringTwiml(settings: Pick<CallSettings, "ringPhones" | "ringSeconds">): string {
  const response = new twilio.twiml.VoiceResponse();
  const dial = response.dial({
    timeout: settings.ringSeconds,
    action: absoluteUrl(serverSettings().siteUrl, callEndpoints.status),
    method: "POST",
    answerOnBridge: true,
  });
  for (const phone of settings.ringPhones) dial.number(phone);
  return response.toString();
}

/**
 * What the caller hears once the ringing ended: nothing after a call that
 * was answered; after a missed one, that it was missed and, only when a text
 * is on its way, that it is.
 */
export function afterDialTwiml(missed: boolean, texting: boolean, language: Locale): string {
  const response = new twilio.twiml.VoiceResponse();
  if (missed) {
    const t = translator(language);
    response.say(voices[language], t(texting ? "missedCall.saidTexting" : "missedCall.said"));
  }
  response.hangup();
  return response.toString();
}
