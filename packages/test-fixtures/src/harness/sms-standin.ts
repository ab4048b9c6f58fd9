import { createServer, type Server } from "node:http";
import { freePort } from "./served-site";

export interface TextMessage {
  to: string;
  from: string;
  body: string;
  at: number;
}

/**
 * A stand-in for Twilio's Messages API on loopback, where the site's Twilio
 * client is pointed (TWILIO_API_URL, the library's custom HTTP client): it
 * keeps each message, and can be told to refuse a number, answer errors or
 * stop altogether, as the provider can.
 */
export function smsStandIn() {
  const messages: TextMessage[] = [];
  let failing = false;
  /** Numbers Twilio refuses, with its error code (21211: not a valid number; 21614: not a mobile). */
  const refused = new Map<string, number>();
  let server: Server | undefined;
  let port = 0;
  const answer = (response: import("node:http").ServerResponse, status: number, body: object) =>
    response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
  return {
    messages,
    /** The provider down: every message answered 503. */
    fail: (value: boolean) => (failing = value),
    refuse: (number: string, code = 21211) => refused.set(number, code),
    async start() {
      port ||= await freePort();
      server = createServer((request, response) => {
        let raw = "";
        request.on("data", (chunk: Buffer) => (raw += chunk));
        request.on("end", () => {
          if (!/^\/2010-04-01\/Accounts\/\w+\/Messages\.json$/.test(request.url ?? "")) {
            return answer(response, 404, { code: 20404, message: "Not found" });
          }
          if (failing)
            return answer(response, 503, { code: 20500, message: "Service unavailable" });
          const form = new URLSearchParams(raw);
          const to = form.get("To") ?? "";
          const code = refused.get(to);
          if (code === 21614) {
            return answer(response, 400, {
              code,
              message: `'To' number ${to} is not a valid mobile number`,
            });
          }
          if (code) {
            return answer(response, 400, { code, message: `The 'To' number ${to} is not valid.` });
          }
          messages.push({
            to,
            from: form.get("From") ?? "",
            body: form.get("Body") ?? "",
            at: Date.now(),
          });
          answer(response, 201, {
            sid: `SM${messages.length}`,
            status: "queued",
            to,
            body: form.get("Body"),
          });
        });
      });
      await new Promise<void>((resolve) => server?.listen(port, "127.0.0.1", resolve));
      return `http://127.0.0.1:${port}`;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server?.closeAllConnections();
        server?.close(() => resolve());
      }),
  };
}

/** The site's settings for texting through the stand-in at `apiUrl`, from the number +12105550100. */
export const standInSmsSettings = (apiUrl: string) => ({
  TWILIO_ACCOUNT_SID: "AC00000000000000000000000000000000",
  TWILIO_AUTH_TOKEN: "standin-token",
  TWILIO_FROM: "+12105550100",
  TWILIO_API_URL: apiUrl,
});
