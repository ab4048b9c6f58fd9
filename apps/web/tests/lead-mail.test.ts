import { siteUrlFrom } from "@hvac/seo";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postLead, serveWithLeadStore, validLead, visit } from "./support/lead-requests";
import { freePort } from "./support/served-site";

/** A local SMTP server standing in for the office's mail provider. */
function officeMailServer() {
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

const office = officeMailServer();
let site: Awaited<ReturnType<typeof serveWithLeadStore>>;
let cookie: string;

beforeAll(async () => {
  const port = await office.listen();
  site = await serveWithLeadStore({
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(port),
    SMTP_TO: "office@example.com",
    SMTP_FROM: "website@example.com",
    LEADS_MIN_FILL_SECONDS: "0",
  });
  cookie = (await visit(site.baseURL, "/")).cookie;
});
afterAll(async () => {
  await site.stop();
  await office.close();
});

const mailStatus = (email: string) =>
  site.leads().find((lead) => lead.email === email) as Record<string, unknown> | undefined;

describe("the office's email", () => {
  it("carries every answer of a stored lead", async () => {
    const lead = validLead(1, {
      lastName: "Lopez",
      locale: "es",
      service: "Furnace Repair",
      message: "No heat since last night",
    });
    expect((await postLead(site.baseURL, lead, { cookie })).status).toBe(201);
    await expect.poll(() => office.received.length, { timeout: 15_000 }).toBe(1);
    const mail = office.received[0] ?? "";
    expect(mail).toContain("To: office@example.com");
    expect(mail).toContain("Reply-To: Ana Lopez <ana.1@example.com>");
    expect(mail).toContain("Subject: New request: Furnace Repair - Ana Lopez, San Antonio");
    for (const line of [
      "Phone: (210) 555-0199",
      "Street address: 101 Elm St",
      "ZIP code: 78201",
      "No heat since last night",
      "Language: Spanish",
      `Sent from: ${siteUrlFrom(process.env.SITE_URL)}/es/aire-acondicionado/reparacion`,
    ]) {
      expect(mail).toContain(line);
    }
    await expect.poll(() => mailStatus("ana.1@example.com")?.mail_status).toBe("sent");
  });

  it("never loses the lead when the mail fails: the failure is recorded, and retried with the next lead", async () => {
    office.refuse(true);
    const failing = validLead(2);
    const reply = await postLead(site.baseURL, failing, { cookie });
    expect(reply.status).toBe(201);
    await expect
      .poll(() => mailStatus("ana.2@example.com")?.mail_status, { timeout: 15_000 })
      .toBe("failed");
    expect(mailStatus("ana.2@example.com")).toMatchObject({ first_name: "Ana", mail_attempts: 1 });
    expect(String(mailStatus("ana.2@example.com")?.mail_error)).toContain("Mailbox unavailable");

    office.refuse(false);
    expect((await postLead(site.baseURL, validLead(3), { cookie })).status).toBe(201);
    await expect.poll(() => office.received.length, { timeout: 15_000 }).toBe(3);
    expect(office.received.some((mail) => mail.includes("ana.2@example.com"))).toBe(true);
    expect(mailStatus("ana.2@example.com")).toMatchObject({
      mail_status: "sent",
      mail_attempts: 2,
    });
    expect(mailStatus("ana.3@example.com")).toMatchObject({ mail_status: "sent" });
  });
});
