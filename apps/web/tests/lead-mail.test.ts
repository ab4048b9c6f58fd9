import { siteUrlFrom } from "@hvac/seo";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postLead, serveWithLeadStore, validLead } from "./support/lead-requests";
import { officeMailServer } from "./support/office-mail";

const office = officeMailServer();
let site: Awaited<ReturnType<typeof serveWithLeadStore>>;

beforeAll(async () => {
  const port = await office.listen();
  site = await serveWithLeadStore({
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(port),
    SMTP_TO: "office@example.com",
    SMTP_FROM: "website@example.com",
  });
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
    expect((await postLead(site.baseURL, lead)).status).toBe(201);
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
    const reply = await postLead(site.baseURL, failing);
    expect(reply.status).toBe(201);
    await expect
      .poll(() => mailStatus("ana.2@example.com")?.mail_status, { timeout: 15_000 })
      .toBe("failed");
    expect(mailStatus("ana.2@example.com")).toMatchObject({ first_name: "Ana", mail_attempts: 1 });
    expect(String(mailStatus("ana.2@example.com")?.mail_error)).toContain("Mailbox unavailable");

    office.refuse(false);
    expect((await postLead(site.baseURL, validLead(3))).status).toBe(201);
    await expect.poll(() => office.received.length, { timeout: 15_000 }).toBe(3);
    expect(office.received.some((mail) => mail.includes("ana.2@example.com"))).toBe(true);
    expect(mailStatus("ana.2@example.com")).toMatchObject({
      mail_status: "sent",
      mail_attempts: 2,
    });
    expect(mailStatus("ana.3@example.com")).toMatchObject({ mail_status: "sent" });
  });

  it("is never sent for suspected spam, which is stored all the same", async () => {
    const before = office.received.length;
    const robot = validLead(4, { website: "https://spam.example" });
    expect((await postLead(site.baseURL, robot)).status).toBe(201);
    expect((await postLead(site.baseURL, validLead(5))).status).toBe(201);
    await expect.poll(() => office.received.length, { timeout: 15_000 }).toBe(before + 1);
    expect(office.received.at(-1)).toContain("ana.5@example.com");
    expect(mailStatus("ana.4@example.com")).toMatchObject({
      spam_reason: "honeypot",
      mail_status: "off",
    });
  });
});
