import type { RouteTable } from "@hvac/routing";
import { absoluteUrl, siteUrl } from "@hvac/seo";
import { createTransport, type Transporter } from "nodemailer";
import { translator } from "@/i18n/translate";
import { leadTextFields } from "@/leads/lead-fields";
import type { LeadStore, StoredLead } from "@/leads/lead-store";
import { liveRoutes } from "@/routing/live-routes";

/**
 * The email to the office for each lead, over SMTP when SMTP_HOST is set.
 * The lead is stored first; mail goes out after the visitor's answer, and a
 * failed send is recorded on the lead and retried with the next lead's mail
 * (up to maxMailAttempts, then it stays "failed" for `npm run leads` to show).
 */
export interface MailSettings {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  pass?: string;
  from: string;
  to: string;
}

export function mailSettings(env: NodeJS.ProcessEnv = process.env): MailSettings | undefined {
  const { SMTP_HOST: host, SMTP_TO: to } = env;
  if (!host || !to) return undefined;
  const secure = env.SMTP_SECURE === "true";
  return {
    host,
    port: Number(env.SMTP_PORT) || (secure ? 465 : 587),
    secure,
    ...(env.SMTP_USER ? { user: env.SMTP_USER } : {}),
    ...(env.SMTP_PASS ? { pass: env.SMTP_PASS } : {}),
    from: env.SMTP_FROM || to,
    to,
  };
}

const transports = new Map<string, Transporter>();

function transportFor(settings: MailSettings): Transporter {
  const key = JSON.stringify(settings);
  let transport = transports.get(key);
  if (!transport) {
    transport = createTransport({
      host: settings.host,
      port: settings.port,
      secure: settings.secure,
      ...(settings.user ? { auth: { user: settings.user, pass: settings.pass ?? "" } } : {}),
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    transports.set(key, transport);
  }
  return transport;
}

/** The office reads every lead in English, whatever the visitor's language. */
export function leadEmail(lead: StoredLead, site: string, routes?: RouteTable) {
  const t = translator("en");
  const page = routes?.pageFromKey(lead.page);
  const path = page && routes ? routes.pathFor(page, lead.locale) : lead.page;
  const lines = [
    ...leadTextFields.map((field) => `${t(`leadForm.fields.${field}`)}: ${lead[field]}`),
    "",
    `${t("leadForm.fields.message")}:`,
    lead.message || "-",
    "",
    `Language: ${lead.locale === "es" ? "Spanish" : "English"}`,
    `Sent from: ${absoluteUrl(site, path)}`,
    `Received: ${lead.receivedAt}`,
    `Lead id: ${lead.id}`,
  ];
  return {
    subject: `New request: ${lead.service} - ${lead.firstName} ${lead.lastName}, ${lead.city}`,
    text: lines.join("\n"),
  };
}

/**
 * Sends the notifications that are due (this lead's and earlier failures),
 * recording each result. After a failure it stops: the rest wait for the
 * next lead rather than hammering a server that is down.
 */
export async function deliverDueMail(store: LeadStore, settings: MailSettings): Promise<void> {
  const transport = transportFor(settings);
  // Without the table (content unreadable), the email names the page by its key.
  const routes = await liveRoutes().catch(() => undefined);
  // One at a time: a claim is only held while its mail is being sent.
  for (let [lead] = await store.claimMail(1); lead; [lead] = await store.claimMail(1)) {
    try {
      await transport.sendMail({
        from: settings.from,
        to: settings.to,
        replyTo: { name: `${lead.firstName} ${lead.lastName}`, address: lead.email },
        ...leadEmail(lead, siteUrl, routes),
      });
      await store.recordMail(lead.id, { sent: true });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await store.recordMail(lead.id, { sent: false, error: message });
      return;
    }
  }
}
