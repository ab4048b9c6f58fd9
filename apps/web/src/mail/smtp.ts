import { createTransport, type Transporter } from "nodemailer";
import { serverPart } from "@/server/server-context";
import type { MailSettings } from "@/server/settings";

declare module "@/server/server-context" {
  interface ServerParts {
    mailTransports: Map<string, Transporter>;
  }
}

/**
 * The office's mailbox over SMTP (settings.ts: SMTP_HOST and SMTP_TO): the
 * email of each request, the visitors' confirmations and the weekly results
 * go through it.
 */

/** The transport of each mailbox, made once per process (its connections pooled). */
export function transportFor(settings: MailSettings): Transporter {
  const transports = serverPart("mailTransports", () => new Map());
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
