import { officeInstant, parseWindowKey } from "@hvac/office/arrival-windows";
import { holdsPlace } from "@hvac/office/visit";
import { manageLink } from "@/booking/manage-link";
import { transportFor } from "@/mail/smtp";
import { confirmationEmail } from "@/outbound/confirmation-email";
import { confirmationWait, hourMs } from "@/outbound/hourly-limits";
import { officeFacts } from "@/outbound/office-facts";
import { noMail, type StepRunner } from "@/outbound/steps/step-run";

/** A confirmation past the hour's limits is tried again this often. */
const waitStepMs = 5 * 60_000;
/** A request's confirmation hours late says little: past this it is held for good. */
const lateRequestMs = 2 * hourMs;

/**
 * The visitor's confirmation. Past the hour's limits it waits and is sent
 * when the hour allows (the office's email says it waits): a booked visit's
 * until its window begins, any other request's for two hours, then it is
 * held for the office to reply itself.
 */
export const confirmationEmailStep: StepRunner = async ({ stores, lead, settings, now }) => {
  const { mail } = settings;
  if (!mail) return { status: "gaveUp", error: noMail };
  const waits = await confirmationWait(stores.leads, lead, settings.limits, now);
  if (waits) {
    const window = holdsPlace(lead.visit) && lead.visit && parseWindowKey(lead.visit.window);
    const until = window
      ? officeInstant(window.day, window.start)
      : Date.parse(lead.receivedAt) + lateRequestMs;
    return now + waitStepMs < until
      ? {
          status: "pending",
          dueAt: new Date(now + waitStepMs).toISOString(),
          error: `Waiting: ${waits} It goes out when the hour allows.`,
        }
      : { status: "held", error: `Held: ${waits} Reply to the visitor yourself.` };
  }
  const facts = await officeFacts(lead.locale);
  const manage =
    lead.visit && holdsPlace(lead.visit)
      ? manageLink(await stores.keys.signingKey(), lead.id, lead.visit.window, lead.locale)
      : undefined;
  await transportFor(mail).sendMail({
    from: { name: facts.name, address: mail.from },
    to: lead.email,
    replyTo: mail.to,
    ...confirmationEmail(lead, facts, manage, mail.from),
  });
  return { status: "sent", error: null };
};
