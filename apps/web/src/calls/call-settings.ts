import { callSettingsQuery } from "@hvac/content/call-queries";
import type { Locale } from "@hvac/routing";
import { officeDocuments } from "@/content/office-documents";
import { settings as serverSettings, type Timed, timedPart } from "@/server/server-context";
import {
  type CallNumber,
  type CallSettings,
  e164,
  isUsNumber,
  type Settings,
} from "@/server/settings";

declare module "@/server/server-context" {
  interface ServerParts {
    callSettings: Timed<CallSettings>;
  }
}

/** Read again at most this often from Sanity: the office's edits show within a minute. */
const studioSettingsMs = 30_000;

/** The channel of a call to a Twilio number the settings do not list (it still rings the office). */
const otherNumberChannel = "Other number";

/**
 * The office's numbers, the phones that ring and for how long: the
 * environment's (CALL_NUMBERS, CALL_RING_PHONES, CALL_RING_SECONDS), or the
 * Studio's private Paging and integrations document when the site is on
 * Sanity and it sets numbers or phones (docs/office.md, "Calls and missed calls").
 * The hourly limit of texts back is the environment's alone (CALL_TEXTS_PER_HOUR).
 * Undefined when the document cannot be read.
 */
async function callSettingsNow({
  calls: base,
  sanity,
}: Settings): Promise<CallSettings | undefined> {
  if (!sanity) return base;
  const doc = await officeDocuments()
    .fetch(callSettingsQuery)
    .catch((error: unknown) => {
      console.error("The call settings could not be read (the last ones stand):", error);
      return undefined;
    });
  if (doc === undefined) return undefined;
  if (!doc?.callNumbers?.length && !doc?.ringPhones?.length) return base;
  return {
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

/**
 * The call settings now: read again at most every 30 s (the office's edits
 * show within a minute), the last ones standing while they cannot be read.
 */
export const callSettings = (now = Date.now()): Promise<CallSettings> =>
  timedPart("callSettings", studioSettingsMs, callSettingsNow, serverSettings().calls, now);

/** The office's number a call was made to, with its channel and language. */
export function numberCalled(settings: CallSettings, to: string): CallNumber {
  const number = isUsNumber(to) ? e164(to) : to;
  const found = settings.numbers.find((one) => one.number === number);
  return found ?? { number, channel: otherNumberChannel, language: "en" as Locale };
}
