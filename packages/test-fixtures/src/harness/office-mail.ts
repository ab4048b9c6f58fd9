import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { freePort } from "./served-site";

/** A local SMTP server standing in for the office's mail provider. */
export function officeMailServer() {
  const received: string[] = [];
  let refuse = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, done) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        if (refuse)
          return done(Object.assign(new Error("Mailbox unavailable"), { responseCode: 451 }));
        received.push(raw);
        done();
      });
    },
  });
  // A site stopped by its test drops its connection: the provider's side shrugs, as a real one does.
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "ECONNRESET") throw error;
  });
  return {
    received,
    /** The received mails as a mail program shows them: headers decoded, text unwrapped, attachments read. */
    messages: () =>
      Promise.all(
        received.map(async (raw) => {
          const mail = await simpleParser(raw);
          const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
          return {
            subject: mail.subject ?? "",
            text: mail.text ?? "",
            to: to.map((a) => a.text),
            replyTo: mail.replyTo?.text ?? "",
            attachments: mail.attachments.map((file) => ({
              filename: file.filename ?? "",
              content: file.content.toString("utf8"),
            })),
          };
        }),
      ),
    refuse: (value: boolean) => (refuse = value),
    /** On a free port, or on `port` again (the provider coming back after an outage). */
    listen: async (port?: number) => {
      port ??= await freePort();
      await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
      return port;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The site's settings for mailing the office through the server on `port`. */
export const officeMailSettings = (port: number) => ({
  SMTP_HOST: "127.0.0.1",
  SMTP_PORT: String(port),
  SMTP_TO: "office@example.com",
});
