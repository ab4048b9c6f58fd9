import { href } from "@hvac/routing";
import { absoluteUrl } from "@hvac/seo";
import { bookingSettings } from "@/booking/booking-settings-source";
import type { CallStore, StoredCall, TextBackUpdate } from "@/calls/call-store";
import { callStore } from "@/calls/server-calls";
import {
  hourlyLimitReason,
  landlineReason,
  noTwilioReason,
  textsStoppedReason,
  wroteFirstReason,
} from "@/calls/text-back-reasons";
import { textBackText } from "@/calls/text-back-text";
import { officeFacts } from "@/outbound/office-facts";
import { sendSms } from "@/outbound/sms";
import { settings } from "@/server/server-context";
import type { SmsSettings } from "@/server/settings";
import { textOptOuts } from "@/stores/server-stores";
import type { TextOptOuts } from "@/stores/text-opt-outs";

/**
 * A text back that failed is tried again soon, then gives up within half an
 * hour: "sorry we missed your call" hours later says little.
 */
const retryDelays = [15_000, 60_000, 5 * 60_000, 15 * 60_000];

/** Twilio's errors for a number that replied STOP, and for one that takes no texts (a landline). */
const unsubscribedRecipient = 21610;
const notMobile = 21614;

const skipped = (error: string): TextBackUpdate => ({ status: "skipped", error });

const hourMs = 60 * 60 * 1000;

/** Where a text back is sent from and how many an hour may go; the stores it reads. */
export interface TextBackContext {
  sms: SmsSettings | undefined;
  perHour: number;
  calls: CallStore;
  texts: TextOptOuts;
}

/**
 * One claimed text back: sent from the number the caller dialled (so their
 * reply comes back to it), unless the caller wrote first, replied STOP
 * since, Twilio is not set up any more, or the hour's texts back are spent
 * (one worker of the fleet sends them, so its count is the fleet's); tried
 * again on its own schedule.
 */
export async function runTextBack(
  call: StoredCall,
  { sms, perHour, calls, texts }: TextBackContext,
  now = Date.now(),
): Promise<TextBackUpdate> {
  if (call.requests.length > 0) return skipped(wroteFirstReason);
  if (!sms) return skipped(noTwilioReason);
  if (await texts.textsStopped(call.caller)) return skipped(textsStoppedReason);
  const lastHour = await calls.rows(
    new Date(now - hourMs).toISOString(),
    new Date(now + 1).toISOString(),
  );
  if (lastHour.filter((row) => row.textedBack).length >= perHour) {
    return skipped(hourlyLimitReason(perHour));
  }
  try {
    const facts = await officeFacts(call.language);
    const booking = (await bookingSettings(now))?.enabled
      ? absoluteUrl(settings().siteUrl, href("booking", call.language))
      : undefined;
    await sendSms(
      { ...sms, from: call.number },
      call.caller,
      textBackText(call.language, facts.name, booking),
    );
    return { status: "sent", error: null };
  } catch (error) {
    const code = (error as { code?: number }).code;
    if (code === unsubscribedRecipient) {
      // Twilio's own record of a STOP sent to another of its numbers: kept here too.
      await texts.setTextsStopped(call.caller, true);
      return skipped(textsStoppedReason);
    }
    if (code === notMobile) return skipped(landlineReason);
    const message = error instanceof Error ? error.message : String(error);
    const delay = retryDelays[(call.textBack?.attempts ?? 1) - 1];
    return delay === undefined
      ? { status: "gaveUp", error: message }
      : { status: "failed", dueAt: new Date(now + delay).toISOString(), error: message };
  }
}

/**
 * Every text back that is due, run by the outbound worker while it holds
 * the fleet's lease (outbound/outbound-worker.ts), each taken by one worker
 * only and its outcome recorded on the call.
 */
export async function sendDueTextBacks(sms: SmsSettings | undefined): Promise<void> {
  const context = {
    sms,
    perHour: settings().calls.textsPerHour,
    calls: callStore(),
    texts: textOptOuts(),
  };
  const { calls } = context;
  for (let call = await calls.claimTextBack(); call; call = await calls.claimTextBack()) {
    await calls.recordTextBack(call.sid, await runTextBack(call, context));
  }
}
