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
  return {
    received,
    refuse: (value: boolean) => (refuse = value),
    listen: async () => {
      const port = await freePort();
      await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
      return port;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
