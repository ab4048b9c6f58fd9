import { readFileSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { leadEndpoint } from "@hvac/routing";
import {
  postLead,
  send,
  serveWithLeadStore,
  validLead,
} from "@hvac/test-fixtures/harness/lead-requests";
import { webRoot } from "@hvac/test-fixtures/harness/served-site";
import { type Nginx, startNginx } from "@hvac/test-fixtures/harness/topology";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * One client holding many slow connections (each a service request whose
 * body never finishes) must not keep anyone else out: nginx, configured as
 * in deploy/nginx, limits the connections of one address and cuts a client
 * that stops sending.
 */

/** How long nginx waits for more of a request's body (deploy/nginx/site.conf). */
const bodyTimeoutMs =
  Number(
    /^\s*client_body_timeout (\d+)s;/m.exec(
      readFileSync(`${webRoot}/../../deploy/nginx/site.conf`, "utf8"),
    )?.[1],
  ) * 1000;
if (!Number.isFinite(bodyTimeoutMs)) throw new Error("site.conf sets no client_body_timeout");

const attacker = "127.0.0.3";
const visitor = "127.0.0.2";

let site: Awaited<ReturnType<typeof serveWithLeadStore>>;
let nginx: Nginx;

beforeAll(async () => {
  site = await serveWithLeadStore({ TRUSTED_PROXY_HOPS: "1" });
  nginx = await startNginx([new URL(site.baseURL).host]);
}, 60_000);

afterAll(async () => {
  await nginx?.stop();
  await site?.stop();
});

interface SlowConnection {
  socket: Socket;
  /** What nginx answered, if it did. */
  answer(): string;
  /** When nginx closed it (ms since the start), if it did. */
  closedAt(): number | undefined;
}

/** A service request whose headers arrive and whose body stops after a few bytes. */
function slowRequest(port: number, started: number): Promise<SlowConnection> {
  return new Promise((resolve, reject) => {
    let answer = "";
    let closedAt: number | undefined;
    const socket = connect({ host: "127.0.0.1", port, localAddress: attacker }, () => {
      socket.write(
        `POST ${leadEndpoint} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
          "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 50000\r\n\r\nfirstName=A",
      );
      resolve({ socket, answer: () => answer, closedAt: () => closedAt });
    });
    socket.on("data", (chunk) => (answer += chunk));
    socket.on("close", () => (closedAt = Date.now() - started));
    socket.on("error", () => {});
    socket.once("error", reject);
  });
}

describe("one address with 300 slow connections", () => {
  it("another visitor still gets pages and sends a request; nginx refuses most and cuts the rest", async () => {
    const port = Number(new URL(nginx.baseURL).port);
    const started = Date.now();
    const slow = await Promise.all(Array.from({ length: 300 }, () => slowRequest(port, started)));
    const refusedAll = () => slow.filter((c) => /^HTTP\/1\.1 429/.test(c.answer()));
    const held = () => slow.filter((c) => !/^HTTP\/1\.1 429/.test(c.answer()));
    try {
      // Beyond its share, the address is told at once to come back later.
      await expect.poll(() => refusedAll().length).toBeGreaterThanOrEqual(250);
      expect(refusedAll()[0]?.answer()).toMatch(/^Strict-Transport-Security: max-age=/m);

      // The visitor is served while the attacker still holds its share open: nobody waits
      // for those connections to be cut.
      for (const path of ["/", "/contact", "/es/contacto"]) {
        const reply = await send(`${nginx.baseURL}${path}`, { localAddress: visitor });
        expect(reply.status, path).toBe(200);
      }
      const request = await postLead(nginx.baseURL, validLead(1, { message: "slow-clients" }), {
        localAddress: visitor,
      });
      expect(request.status).toBe(201);
      expect(site.leads().map((lead) => lead.message)).toContain("slow-clients");
      expect(held().length).toBeGreaterThan(0);
      expect(held().filter((c) => c.closedAt() !== undefined)).toEqual([]);

      // The ones it was allowed are cut once they have sent nothing for client_body_timeout.
      // Generous: nginx cuts them 10 s in; only a machine stalled three times that long fails.
      await expect
        .poll(() => held().filter((c) => c.closedAt() === undefined).length, {
          timeout: 3 * bodyTimeoutMs,
          interval: 250,
        })
        .toBe(0);
      for (const connection of held()) {
        // Not before the timeout (its timer starts after `started`; a little slack for clocks).
        expect(connection.closedAt()).toBeGreaterThanOrEqual(bodyTimeoutMs - 500);
      }
    } finally {
      for (const connection of slow) connection.socket.destroy();
    }
  }, 60_000);
});
