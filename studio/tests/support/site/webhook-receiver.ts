import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { isValidSignature, SIGNATURE_HEADER_NAME } from "@sanity/webhook";

export interface ReceivedWebhook {
  body: unknown;
  /** Whether the signature checks out with the secret, as the site's webhook checks it. */
  signed: boolean;
}

/**
 * Where the site's publish webhook would be, for tests that stop at the
 * webhook: it records each request and checks its signature as the site does.
 */
export async function webhookReceiver(secret: string) {
  const received: ReceivedWebhook[] = [];
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");
    const signature = String(request.headers[SIGNATURE_HEADER_NAME] ?? "");
    const signed = (await isValidSignature(body, signature, secret)) === true;
    received.push({ body: JSON.parse(body), signed });
    response.writeHead(signed ? 200 : 401).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/revalidate`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
