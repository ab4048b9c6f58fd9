import { manageLink } from "@/booking/manage-link";
import { transportFor } from "@/mail/smtp";
import { officeFacts } from "@/outbound/office-facts";
import { noMail, type StepRunner } from "@/outbound/steps/step-run";
import { visitNoticeEmail } from "@/outbound/visit-notice-email";

/** The visitor's email of a change to their visit, with the calendar file that updates it. */
export const visitNoticeStep: StepRunner = async ({ stores, lead, settings }) => {
  const { visit } = lead;
  if (!visit || visit.status === "wanted") {
    return { status: "skipped", error: "Not sent: the request has no visit." };
  }
  const { mail } = settings;
  if (!mail) return { status: "gaveUp", error: noMail };
  const facts = await officeFacts(lead.locale);
  const link = manageLink(await stores.keys.signingKey(), lead.id, visit.window, lead.locale);
  await transportFor(mail).sendMail({
    from: { name: facts.name, address: mail.from },
    to: lead.email,
    replyTo: mail.to,
    ...visitNoticeEmail({ ...lead, visit }, facts, link, mail.from),
  });
  return { status: "sent", error: null };
};
