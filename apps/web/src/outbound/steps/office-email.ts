import { holdsPlace } from "@hvac/office/visit";
import { officeCalendarUrl } from "@/booking/office-calendar";
import { transportFor } from "@/mail/smtp";
import { contactedLink } from "@/outbound/contacted-link";
import { confirmationWait } from "@/outbound/hourly-limits";
import { leadEmail } from "@/outbound/office-email";
import { noMail, type StepRunner } from "@/outbound/steps/step-run";
import { visitorReplyTo } from "@/outbound/visitor-reply-to";
import { liveRoutes } from "@/routing/live-routes";
import { settings as serverSettings } from "@/server/server-context";

/** The office's email waits this long at most for the page, so it can say who was paged. */
const waitForPageMs = 30_000;

/**
 * The office's email of the request: after the page (so it says who was
 * paged, 30 s at most), with the link to mark it contacted, the calendar of
 * visits for a booking, and whether the visitor's confirmation waits for the
 * hour's limits.
 */
export const officeEmailStep: StepRunner = async ({ stores, lead, settings, now }) => {
  const { mail } = settings;
  if (!mail) return { status: "gaveUp", error: noMail };
  const page = lead.steps.find((s) => s.step === "page");
  // Still to text its first phone (held, given up or done: nothing to wait for).
  const pageWaiting =
    page && page.pages.length === 0 && ["pending", "sending", "failed"].includes(page.status);
  if (pageWaiting && now - Date.parse(lead.receivedAt) < waitForPageMs) {
    return { status: "pending", dueAt: new Date(now + 2000).toISOString() };
  }
  const key = await stores.keys.signingKey();
  const confirming = lead.steps.find((s) => s.step === "visitorEmail");
  const waits =
    confirming && confirming.status !== "sent"
      ? await confirmationWait(stores.leads, lead, settings.limits, now)
      : undefined;
  const routes = await liveRoutes().catch(() => undefined);
  await transportFor(mail).sendMail({
    from: mail.from,
    to: mail.to,
    ...visitorReplyTo(lead),
    ...leadEmail(lead, serverSettings().siteUrl, routes, {
      pages: page?.pages ?? [],
      contactedLink: contactedLink(key, lead.id, now),
      ...(holdsPlace(lead.visit) ? { calendarLink: officeCalendarUrl(key) } : {}),
      ...(waits ? { confirmationWaits: waits } : {}),
    }),
  });
  return { status: "sent", error: null };
};
