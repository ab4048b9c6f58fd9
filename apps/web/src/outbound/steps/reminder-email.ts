import { manageLink } from "@/booking/manage-link";
import { transportFor } from "@/mail/smtp";
import { officeFacts } from "@/outbound/office-facts";
import { reminderPlan } from "@/outbound/reminder-plan";
import { noMail, type StepRunner } from "@/outbound/steps/step-run";
import { visitReminderEmail } from "@/outbound/visit-reminder-email";

/** The reminder email the day before the visit, as it stands then (reminder-plan.ts). */
export const reminderEmailStep: StepRunner = async ({ stores, lead, settings, now }) => {
  const plan = reminderPlan(lead, now);
  if (plan.kind === "wait") return { status: "pending", dueAt: plan.dueAt };
  if (plan.kind === "skip") return { status: "skipped", error: plan.why };
  const { mail } = settings;
  if (!mail) return { status: "gaveUp", error: noMail };
  const facts = await officeFacts(lead.locale);
  const link = manageLink(await stores.keys.signingKey(), lead.id, plan.visit.window, lead.locale);
  await transportFor(mail).sendMail({
    from: { name: facts.name, address: mail.from },
    to: lead.email,
    replyTo: mail.to,
    ...visitReminderEmail({ ...lead, visit: plan.visit }, facts, link),
  });
  return { status: "sent", error: null };
};
