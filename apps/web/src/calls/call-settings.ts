import { callSettingsQuery } from "@hvac/content/call-queries";
import type { Locale } from "@hvac/routing";
import { serverCalls } from "@/calls/server-calls";
import { settings as serverSettings } from "@/server/server-context";
import { type CallNumber, type CallSettings, e164, isUsNumber } from "@/server/settings";
import { sanityWriteClient } from "@/stores/sanity/write-client";

/** Read again at most this often from Sanity: the office's edits show within a minute. */
const studioSettingsMs = 30_000;

/** The channel of a call to a Twilio number the settings do not list (it still rings the office). */
export const otherNumberChannel = "Other number";

/**
 * The office's numbers, the phones that ring and for how long: the
 * environment's (CALL_NUMBERS, CALL_RING_PHONES, CALL_RING_SECONDS), or the
 * Studio's private Paging and integrations document when leads are in Sanity
 * and it sets numbers or phones (docs/office.md, "Calls and missed calls").
 * The hourly limit of texts back is the environment's alone (CALL_TEXTS_PER_HOUR).
 */
export async function callSettings(now = Date.now()): Promise<CallSettings> {
  const calls = serverCalls();
  if (calls.held && now - calls.held.at < studioSettingsMs) return calls.held.settings;
  const { calls: base, sanity } = serverSettings();
  let settings = base;
  if (sanity) {
    const doc = await sanityWriteClient(sanity)
      .fetch(callSettingsQuery)
      .catch((error: unknown) => {
        console.error("The call settings could not be read (the last ones stand):", error);
        return undefined;
      });
    if (doc === undefined && calls.held) return calls.held.settings;
    if (doc?.callNumbers?.length || doc?.ringPhones?.length) {
      settings = {
        numbers: (doc.callNumbers ?? []).flatMap(({ number, channel, language }) =>
          number && isUsNumber(number) && channel
            ? [{ number: e164(number), channel, language: language ?? "en" }]
            : [],
        ),
        ringPhones: (doc.ringPhones ?? []).flatMap(({ phone }) =>
          phone && isUsNumber(phone) ? [e164(phone)] : [],
        ),
        ringSeconds: doc.ringSeconds ?? base.ringSeconds,
        textsPerHour: base.textsPerHour,
      };
    }
  }
  calls.held = { settings, at: now };
  return settings;
}

/** The office's number a call was made to, with its channel and language. */
export function numberCalled(settings: CallSettings, to: string): CallNumber {
  const number = isUsNumber(to) ? e164(to) : to;
  const found = settings.numbers.find((one) => one.number === number);
  return found ?? { number, channel: otherNumberChannel, language: "en" as Locale };
}
