import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { freePort } from "@hvac/test-fixtures/harness/served-site";

export interface Delivery {
  headers: IncomingHttpHeaders;
  body: string;
  status: number;
}

/** The office's CRM on loopback: answers 500 to the first `failFirst` deliveries, 204 after. */
export function crmReceiver(failFirst = 0) {
  const deliveries: Delivery[] = [];
  let server: Server | undefined;
  return {
    deliveries,
    async start() {
      const port = await freePort();
      server = createServer((request, response) => {
        let body = "";
        request.on("data", (chunk: Buffer) => (body += chunk));
        request.on("end", () => {
          const status = deliveries.length < failFirst ? 500 : 204;
          deliveries.push({ headers: request.headers, body, status });
          response.writeHead(status).end();
        });
      });
      await new Promise<void>((resolve) => server?.listen(port, "127.0.0.1", resolve));
      return `http://127.0.0.1:${port}/hooks/website`;
    },
    stop: () => new Promise<void>((resolve) => server?.close(() => resolve())),
  };
}
