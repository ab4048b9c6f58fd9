import { transportFor } from "@/mail/smtp";
import { bookingAlertEmail, bookingPausedText } from "@/outbound/booking-alert-email";
import { sendSms } from "@/outbound/sms";
import { noMail, type StepRunner } from "@/outbound/steps/step-run";

/**
 * The office's alert that online booking held bookings for it to confirm,
 * and when the hour's rate paused booking, a text to the first on-call
 * phone too (best effort: the email says it all).
 */
export const bookingAlertStep: StepRunner = async ({ lead, settings }) => {
  const { mail, sms, onCall } = settings;
  const to = onCall[0];
  if (lead.visit?.waiting === "busy" && sms && to) {
    await sendSms(sms, to, bookingPausedText(lead)).catch((error: unknown) =>
      console.error("The on-call phone could not be told online booking paused itself:", error),
    );
  }
  if (!mail) return { status: "gaveUp", error: noMail };
  await transportFor(mail).sendMail({ from: mail.from, to: mail.to, ...bookingAlertEmail(lead) });
  return { status: "sent", error: null };
};
