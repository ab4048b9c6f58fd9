import { createServer, type Server } from "node:net";
import { postLead, serveWithLeadStore, validLead } from "@hvac/test-fixtures/harness/lead-requests";
import { officeMailServer, officeMailSettings } from "@hvac/test-fixtures/harness/office-mail";
import { freePort } from "@hvac/test-fixtures/harness/served-site";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The office's mail provider (a real SMTP server) stops while the site
 * serves, or hangs: the visitor is answered at once and the lead is stored;
 * the mail goes out when the provider is back, with no other request needed.
 */

let port: number;
let office = officeMailServer();
let site: Awaited<ReturnType<typeof serveWithLeadStore>>;

beforeAll(async () => {
  port = await office.listen();
  site = await serveWithLeadStore(officeMailSettings(port));
});
afterAll(async () => {
  await site.stop();
  await office.close();
});

const row = (n: number) => site.leads().find((lead) => lead.email === validLead(n).email);

describe("the SMTP server stopped mid-run", () => {
  it("answers and stores the request while it is down, and mails it when the server is back", async () => {
    expect((await postLead(site.baseURL, validLead(1))).status).toBe(201);
    // The office's email, and the visitor's confirmation.
    await expect.poll(() => office.received.length, { timeout: 15_000 }).toBe(2);

    await office.close();
    // A refused connection fails at once: that no visitor waits for the mail is the
    // silent server's test below.
    const reply = await postLead(site.baseURL, validLead(2));
    expect(reply.status).toBe(201);
    await expect.poll(() => row(2)?.steps.officeEmail?.status, { timeout: 15_000 }).toBe("failed");

    office = officeMailServer();
    await office.listen(port);
    // The office's email itself (the visitor's confirmation names the address too, and
    // its own retry may come first).
    const officeMail = async () =>
      (await office.messages()).some(
        (mail) =>
          mail.to.includes("office@example.com") && mail.text.includes(validLead(2).email ?? ""),
      );
    await expect.poll(officeMail, { timeout: 30_000 }).toBe(true);
    // The site marks it sent once the server has acknowledged it, a moment after it arrives.
    await expect.poll(() => row(2)?.steps.officeEmail?.status, { timeout: 10_000 }).toBe("sent");
  });
});

describe("an SMTP server that accepts and never answers", () => {
  let silent: Server;
  let hung: Awaited<ReturnType<typeof serveWithLeadStore>>;

  beforeAll(async () => {
    silent = createServer(() => undefined);
    const silentPort = await freePort();
    await new Promise<void>((resolve) => silent.listen(silentPort, "127.0.0.1", resolve));
    hung = await serveWithLeadStore(officeMailSettings(silentPort));
  });
  afterAll(async () => {
    await hung.stop();
    silent.close();
  });

  it("keeps no visitor waiting: the request is answered and stored while its mail still waits", async () => {
    for (const n of [3, 4]) {
      const reply = await postLead(hung.baseURL, validLead(n));
      expect(reply.status).toBe(201);
      // Answered before the mail's try has ended (the server never greets: the try lasts
      // until its time-out), so the answer never waited for it.
      const mail = hung.leads().find((lead) => lead.email === validLead(n).email)
        ?.steps.officeEmail;
      expect(["pending", "sending"]).toContain(mail?.status);
      expect(mail?.error).toBeNull();
    }
    expect(hung.leads().map((lead) => lead.email)).toEqual([
      validLead(3).email,
      validLead(4).email,
    ]);
  });
});
