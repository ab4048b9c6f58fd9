import { nationalDigits } from "@hvac/content/phone";
import { hourMs } from "@/outbound/hourly-limits";
import { officeFacts } from "@/outbound/office-facts";
import { reminderPlan } from "@/outbound/reminder-plan";
import { sendSms } from "@/outbound/sms";
import type { StepRunner } from "@/outbound/steps/step-run";
import { visitReminderText } from "@/outbound/visit-reminder-text";

/** Twilio's error for a number that replied STOP: it sends nothing more to it. */
const unsubscribedRecipient = 21610;

/**
 * The reminder text the day before the visit, to a visitor who asked for
 * texts: never to a phone that replied STOP, one a day to a phone at most.
 */
export const reminderTextStep: StepRunner = async ({ stores, lead, settings, now }) => {
  const plan = reminderPlan(lead, now);
  if (plan.kind === "wait") return { status: "pending", dueAt: plan.dueAt };
  if (plan.kind === "skip") return { status: "skipped", error: plan.why };
  if (!plan.visit.texts) {
    return { status: "skipped", error: "Not sent: the visitor did not ask for texts." };
  }
  const to = `+1${nationalDigits(lead.phone)}`;
  if (await stores.texts.textsStopped(to)) {
    return { status: "skipped", error: "Not sent: the visitor replied STOP to our texts." };
  }
  // One a day to a phone, however many visits are booked for it (by whomever).
  if ((await stores.texts.remindersTextedTo(to, new Date(now - 20 * hourMs).toISOString())) > 0) {
    return { status: "skipped", error: "Not sent: this phone had a reminder text today." };
  }
  if (!settings.sms) return { status: "gaveUp", error: "The website has no Twilio set up." };
  const facts = await officeFacts(lead.locale);
  try {
    await sendSms(settings.sms, to, visitReminderText({ ...lead, visit: plan.visit }, facts));
  } catch (error) {
    // Twilio's own record of a STOP sent to another of its numbers: kept here too.
    if ((error as { code?: number }).code !== unsubscribedRecipient) throw error;
    await stores.texts.setTextsStopped(to, true);
    return { status: "skipped", error: "Not sent: the visitor replied STOP to our texts." };
  }
  return { status: "sent", error: null };
};
