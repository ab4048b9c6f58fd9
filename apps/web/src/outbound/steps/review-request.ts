import { transportFor } from "@/mail/smtp";
import { officeFacts } from "@/outbound/office-facts";
import { reviewRequestEmail } from "@/outbound/review-request-email";
import { noMail, type StepRunner } from "@/outbound/steps/step-run";

/** The customer's one review request, after the visit or once marked a customer. */
export const reviewRequestStep: StepRunner = async ({ lead, settings }) => {
  if (lead.spamReason) return { status: "skipped", error: "Not sent: suspected spam." };
  const facts = await officeFacts(lead.locale);
  if (!facts.reviewLink) {
    return { status: "skipped", error: "Not sent: Business facts has no review link." };
  }
  const { mail } = settings;
  if (!mail) return { status: "gaveUp", error: noMail };
  await transportFor(mail).sendMail({
    from: { name: facts.name, address: mail.from },
    to: lead.email,
    replyTo: mail.to,
    ...reviewRequestEmail(lead, facts, facts.reviewLink),
  });
  return { status: "sent", error: null };
};
