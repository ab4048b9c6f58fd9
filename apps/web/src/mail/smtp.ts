import { createTransport, type Transporter } from "nodemailer";

/**
 * The office's mailbox over SMTP, when SMTP_HOST and SMTP_TO are set: the
 * email of each request and the weekly results go there.
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

export function transportFor(settings: MailSettings): Transporter {
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
