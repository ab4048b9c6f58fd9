import { nationalDigits } from "@hvac/content/phone";
import { pagedPhone } from "@hvac/office/lead-document";
import { holdsPlace } from "@hvac/office/visit";
import { siteUrl } from "@hvac/seo";
import { manageLink } from "@/booking/manage-link";
import { officeCalendarUrl } from "@/booking/office-calendar";
import { transportFor } from "@/mail/smtp";
import { contactedLink, leadReference } from "@/outbound/contacted-link";
import { sendToCrm } from "@/outbound/crm-webhook";
import { leadEmail, pagedLine } from "@/outbound/office-email";
import { officeFacts } from "@/outbound/office-facts";
import type { OutboundSettings } from "@/outbound/outbound-settings";
import { runPage } from "@/outbound/page-step";
import { reminderPlan } from "@/outbound/reminder-step";
import { reviewRequestEmail } from "@/outbound/review-request-email";
import { sendSms } from "@/outbound/sms";
import { nextTry } from "@/outbound/step-schedule";
import { visitNoticeEmail } from "@/outbound/visit-notice-email";
import { visitReminderEmail } from "@/outbound/visit-reminder-email";
import { visitReminderText } from "@/outbound/visit-reminder-text";
import { visitorEmail } from "@/outbound/visitor-email";
import { withoutAddresses } from "@/outbound/visitor-words";
import { liveRoutes } from "@/routing/live-routes";
import type { HourlyLimits } from "@/server/settings";
import type { LeadStore, StepState, StepUpdate, StoredLead } from "@/stores/lead-store";
import { visibleText } from "@/text/visible-text";

const hourMs = 60 * 60 * 1000;

/** Twilio's error for a number that replied STOP: it sends nothing more to it. */
const unsubscribedRecipient = 21610;

/**
 * Why a confirmation is held, if it is: past the hour's confirmations to one
 * address, or in all. Nobody can make the business mail a mailbox without
 * limit; the office sees the held step on the request, and calls back.
 */
async function confirmationHeld(
  store: LeadStore,
  lead: StoredLead,
  limits: HourlyLimits,
  now: number,
): Promise<string | undefined> {
  const sent = await store.sentSince(new Date(now - hourMs).toISOString(), lead.email);
  if (sent.confirmationsTo >= limits.confirmationsPerAddress) {
    return `Held: ${sent.confirmationsTo} confirmations went to ${lead.email} in the last hour, the most one address gets in an hour. Reply to the visitor yourself.`;
  }
  if (sent.confirmations >= limits.confirmations) {
    return `Held: ${sent.confirmations} confirmations went out in the last hour, the most the website sends in an hour. Reply to the visitor yourself.`;
  }
  return undefined;
}

/** Why a step that sends email gave up without mail settings (SMTP_HOST, SMTP_TO). */
const noMail = "The website has no email set up: tell whoever runs the website.";

/** The office's email waits this long at most for the page, so it can say who was paged. */
const waitForPageMs = 30_000;

/**
 * Runs one claimed step of a lead and says where it stands now. A step
 * whose provider is not configured any more gives up; an error is tried
 * again on the step's schedule (step-schedule.ts).
 */
export async function runStep(
  store: LeadStore,
  lead: StoredLead,
  step: StepState,
  settings: OutboundSettings,
  now = Date.now(),
): Promise<StepUpdate> {
  try {
    return await attempt(store, lead, step, settings, now);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const retry = nextTry(step.step, step.attempts, now);
    return retry
      ? { status: "failed", dueAt: retry, error: message }
      : { status: "gaveUp", error: message };
  }
}

async function attempt(
  store: LeadStore,
  lead: StoredLead,
  step: StepState,
  settings: OutboundSettings,
  now: number,
): Promise<StepUpdate> {
  const link = contactedLink(await store.signingKey(), lead.id, now);
  const { mail } = settings;
  switch (step.step) {
    case "page": {
      const update = await runPage(store, lead, step, settings, link, now);
      const escalated = (update.pages ?? []).filter((page) => !page.error).length > 1;
      const justSent = update.pages?.at(-1);
      if (mail && escalated && justSent && !justSent.error) {
        // Best effort: the lead's own record says the same if this fails.
        await transportFor(mail)
          .sendMail({
            from: mail.from,
            to: mail.to,
            subject: `Not yet contacted: ${leadReference(lead.id)} paged again, to ${pagedPhone(justSent)}`,
            text: [
              `Nobody marked request ${leadReference(lead.id)} (${withoutAddresses(`${lead.firstName} ${lead.lastName}`)}) contacted in time.`,
              ...(update.pages ?? []).map(pagedLine),
              `Mark contacted: ${link}`,
            ].join("\n"),
          })
          .catch((error: unknown) =>
            console.error("The office could not be told of an escalation:", error),
          );
      }
      return update;
    }
    case "officeEmail": {
      if (!mail) return { status: "gaveUp", error: noMail };
      const page = lead.steps.find((s) => s.step === "page");
      const pageWaiting =
        page && page.pages.length === 0 && page.status !== "gaveUp" && page.status !== "sent";
      if (pageWaiting && now - Date.parse(lead.receivedAt) < waitForPageMs) {
        return { status: "pending", dueAt: new Date(now + 2000).toISOString() };
      }
      const routes = await liveRoutes().catch(() => undefined);
      await transportFor(mail).sendMail({
        from: mail.from,
        to: mail.to,
        // A request by text after a missed call has no email address to reply to: its phone is.
        ...(lead.email
          ? {
              replyTo: {
                name: visibleText(`${lead.firstName} ${lead.lastName}`),
                address: lead.email,
              },
            }
          : {}),
        ...leadEmail(lead, siteUrl, routes, {
          pages: page?.pages ?? [],
          contactedLink: link,
          ...(holdsPlace(lead.visit)
            ? { calendarLink: officeCalendarUrl(await store.signingKey()) }
            : {}),
        }),
      });
      return { status: "sent", error: null };
    }
    case "visitorEmail": {
      if (!mail) return { status: "gaveUp", error: noMail };
      const held = await confirmationHeld(store, lead, settings.limits, now);
      if (held) return { status: "held", error: held };
      const facts = await officeFacts(lead.locale);
      const manage =
        lead.visit && holdsPlace(lead.visit)
          ? manageLink(await store.signingKey(), lead.id, lead.visit.window, lead.locale)
          : undefined;
      await transportFor(mail).sendMail({
        from: { name: facts.name, address: mail.from },
        to: lead.email,
        replyTo: mail.to,
        ...visitorEmail(lead, facts, manage),
      });
      return { status: "sent", error: null };
    }
    case "reminder": {
      const plan = reminderPlan(lead, now);
      if (plan.kind === "wait") return { status: "pending", dueAt: plan.dueAt };
      if (plan.kind === "skip") return { status: "skipped", error: plan.why };
      if (!mail) return { status: "gaveUp", error: noMail };
      const facts = await officeFacts(lead.locale);
      const link = manageLink(await store.signingKey(), lead.id, plan.visit.window, lead.locale);
      await transportFor(mail).sendMail({
        from: { name: facts.name, address: mail.from },
        to: lead.email,
        replyTo: mail.to,
        ...visitReminderEmail({ ...lead, visit: plan.visit }, facts, link),
      });
      return { status: "sent", error: null };
    }
    case "reminderText": {
      const plan = reminderPlan(lead, now);
      if (plan.kind === "wait") return { status: "pending", dueAt: plan.dueAt };
      if (plan.kind === "skip") return { status: "skipped", error: plan.why };
      if (!plan.visit.texts) {
        return { status: "skipped", error: "Not sent: the visitor did not ask for texts." };
      }
      const to = `+1${nationalDigits(lead.phone)}`;
      if (await store.textsStopped(to)) {
        return { status: "skipped", error: "Not sent: the visitor replied STOP to our texts." };
      }
      // One a day to a phone, however many visits are booked for it (by whomever).
      if ((await store.remindersTextedTo(to, new Date(now - 20 * hourMs).toISOString())) > 0) {
        return { status: "skipped", error: "Not sent: this phone had a reminder text today." };
      }
      if (!settings.sms) return { status: "gaveUp", error: "The website has no Twilio set up." };
      const facts = await officeFacts(lead.locale);
      try {
        await sendSms(settings.sms, to, visitReminderText({ ...lead, visit: plan.visit }, facts));
      } catch (error) {
        // Twilio's own record of a STOP sent to another of its numbers: kept here too.
        if ((error as { code?: number }).code !== unsubscribedRecipient) throw error;
        await store.setTextsStopped(to, true);
        return { status: "skipped", error: "Not sent: the visitor replied STOP to our texts." };
      }
      return { status: "sent", error: null };
    }
    case "visitNotice": {
      const { visit } = lead;
      if (!visit || visit.status === "wanted") {
        return { status: "skipped", error: "Not sent: the request has no visit." };
      }
      if (!mail) return { status: "gaveUp", error: noMail };
      const facts = await officeFacts(lead.locale);
      const link = manageLink(await store.signingKey(), lead.id, visit.window, lead.locale);
      await transportFor(mail).sendMail({
        from: { name: facts.name, address: mail.from },
        to: lead.email,
        replyTo: mail.to,
        ...visitNoticeEmail({ ...lead, visit }, facts, link),
      });
      return { status: "sent", error: null };
    }
    case "reviewRequest": {
      if (lead.spamReason) return { status: "skipped", error: "Not sent: suspected spam." };
      const facts = await officeFacts(lead.locale);
      if (!facts.reviewLink) {
        return { status: "skipped", error: "Not sent: Business facts has no review link." };
      }
      if (!mail) return { status: "gaveUp", error: noMail };
      await transportFor(mail).sendMail({
        from: { name: facts.name, address: mail.from },
        to: lead.email,
        replyTo: mail.to,
        ...reviewRequestEmail(lead, facts, facts.reviewLink),
      });
      return { status: "sent", error: null };
    }
    case "crm": {
      if (!settings.crm) return { status: "gaveUp", error: "No CRM webhook is set up." };
      await sendToCrm(settings.crm, lead, await liveRoutes().catch(() => undefined));
      return { status: "sent", error: null };
    }
  }
}
