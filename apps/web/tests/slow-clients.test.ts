import { connect, type Socket } from "node:net";
import { leadEndpoint } from "@hvac/routing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postLead, send, serveWithLeadStore, validLead } from "./support/lead-requests";
import { type Nginx, startNginx } from "./support/topology";

/**
 * One client holding many slow connections (each a service request whose
 * body never finishes) must not keep anyone else out: nginx, configured as
 * in deploy/nginx, limits the connections of one address and cuts a client
 * that stops sending.
 */

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
    try {
      await new Promise((resolve) => setTimeout(resolve, 1000));

      for (const path of ["/", "/contact", "/es/contacto"]) {
        const reply = await send(`${nginx.baseURL}${path}`, { localAddress: visitor });
        expect(reply.status, path).toBe(200);
        expect(reply.ms).toBeLessThan(5000);
      }
      const request = await postLead(nginx.baseURL, validLead(1, { message: "slow-clients" }), {
        localAddress: visitor,
      });
      expect(request.status).toBe(201);
      expect(site.leads().map((lead) => lead.message)).toContain("slow-clients");

      // Beyond its share, the address is told at once to come back later.
      const refused = slow.filter((connection) => /^HTTP\/1\.1 429/.test(connection.answer()));
      expect(refused.length).toBeGreaterThanOrEqual(250);
      expect(refused[0]?.answer()).toMatch(/^Strict-Transport-Security: max-age=/m);

      // The ones it was allowed are cut once they stop sending (about 10 s).
      const deadline = started + 20_000;
      while (Date.now() < deadline && slow.some((connection) => !connection.closedAt())) {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const held = slow.filter((connection) => !/^HTTP\/1\.1 429/.test(connection.answer()));
      for (const connection of held) {
        expect(connection.closedAt()).toBeDefined();
        expect(connection.closedAt()).toBeGreaterThan(8_000);
      }
    } finally {
      for (const connection of slow) connection.socket.destroy();
    }
  }, 40_000);
});
