import { holdsPlace } from "@hvac/office/visit";
import { officeCalendarUrl } from "@/booking/office-calendar";
import { transportFor } from "@/mail/smtp";
import { officeNoticeEmail } from "@/outbound/office-notice-email";
import { noMail, type StepRunner } from "@/outbound/steps/step-run";
import { visitorReplyTo } from "@/outbound/visitor-reply-to";
import { liveRoutes } from "@/routing/live-routes";

/** The office's email of a change the visitor made, or of a request booked after all. */
export const officeNoticeStep: StepRunner = async ({ stores, lead, settings }) => {
  const { visit } = lead;
  if (!visit) return { status: "skipped", error: "Not sent: the request has no visit." };
  const { mail } = settings;
  if (!mail) return { status: "gaveUp", error: noMail };
  const routes = await liveRoutes().catch(() => undefined);
  const key = await stores.keys.signingKey();
  await transportFor(mail).sendMail({
    from: mail.from,
    to: mail.to,
    ...visitorReplyTo(lead),
    ...officeNoticeEmail({ ...lead, visit }, routes, {
      ...(holdsPlace(visit) ? { calendarLink: officeCalendarUrl(key) } : {}),
    }),
  });
  return { status: "sent", error: null };
};
