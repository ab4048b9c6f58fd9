import { siteUrlFrom } from "@hvac/seo";
import { postLead, serveWithLeadStore, validLead } from "@hvac/test-fixtures/harness/lead-requests";
import { officeMailServer } from "@hvac/test-fixtures/harness/office-mail";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

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

const row = (email: string) => site.leads().find((lead) => lead.email === email);
const officeEmail = (email: string) => row(email)?.steps.officeEmail;
/** The mails to the office (each visitor gets a confirmation of their own too). */
const toOffice = () => office.received.filter((mail) => /^To: office@example\.com/m.test(mail));

describe("the office's email", () => {
  it("carries every answer of a stored lead", async () => {
    const lead = validLead(1, {
      lastName: "Lopez",
      locale: "es",
      service: "Furnace Repair",
      message: "No heat since last night",
    });
    expect((await postLead(site.baseURL, lead)).status).toBe(201);
    await expect.poll(() => toOffice().length, { timeout: 15_000 }).toBe(1);
    const [mail] = (await office.messages()).filter((m) => m.to.includes("office@example.com"));
    expect(mail?.replyTo).toBe('"Ana Lopez" <ana.1@example.com>');
    expect(mail?.subject).toBe("New request: Furnace Repair - Ana Lopez, San Antonio");
    for (const line of [
      "Phone: (210) 555-0199",
      "Street address: 101 Elm St",
      "ZIP code: 78201",
      "> No heat since last night",
      "Language: Spanish",
      `Sent from: ${siteUrlFrom(process.env.SITE_URL)}/es/aire-acondicionado/reparacion`,
    ]) {
      expect(mail?.text.split("\n")).toContain(line);
    }
    await expect.poll(() => officeEmail("ana.1@example.com")?.status).toBe("sent");
  });

  it("never loses the lead when the mail fails: the failure is recorded, and tried again 5 seconds later", async () => {
    office.refuse(true);
    const failing = validLead(2);
    const posted = Date.now();
    const reply = await postLead(site.baseURL, failing);
    expect(reply.status).toBe(201);
    await expect
      .poll(() => officeEmail("ana.2@example.com")?.status, { timeout: 15_000 })
      .toBe("failed");
    const seenFailed = Date.now();
    const failed = officeEmail("ana.2@example.com");
    expect(failed).toMatchObject({ attempts: 1 });
    expect(String(failed?.error)).toContain("Mailbox unavailable");
    // Due again 5 seconds after the try that failed, which the worker took up after the
    // request was posted and had recorded by the time the test saw it.
    const due = Date.parse(failed?.dueAt ?? "");
    expect(due - Date.parse(failed?.claimedAt ?? "")).toBeGreaterThanOrEqual(5000);
    expect(due).toBeGreaterThanOrEqual(posted + 5000);
    expect(due).toBeLessThanOrEqual(seenFailed + 5000);

    office.refuse(false);
    await expect.poll(() => toOffice().length, { timeout: 15_000 }).toBe(2);
    expect(toOffice().some((mail) => mail.includes("ana.2@example.com"))).toBe(true);
    // Marked sent once the server has acknowledged it, a moment after it arrives.
    await expect.poll(() => officeEmail("ana.2@example.com")?.status).toBe("sent");
    expect(officeEmail("ana.2@example.com")).toMatchObject({ attempts: 2 });
    // Tried again once it was due, not before.
    expect(Date.parse(officeEmail("ana.2@example.com")?.claimedAt ?? "")).toBeGreaterThanOrEqual(
      due,
    );
  });

  it("is never sent for suspected spam, which is stored all the same", async () => {
    const before = toOffice().length;
    const robot = validLead(4, { website: "https://spam.example" });
    expect((await postLead(site.baseURL, robot)).status).toBe(201);
    expect((await postLead(site.baseURL, validLead(5))).status).toBe(201);
    await expect.poll(() => toOffice().length, { timeout: 15_000 }).toBe(before + 1);
    expect(toOffice().at(-1)).toContain("ana.5@example.com");
    expect(row("ana.4@example.com")).toMatchObject({ spam_reason: "honeypot", steps: {} });
    // Nor does the robot's address get a confirmation.
    expect(office.received.some((mail) => /^To: ana\.4@example\.com/m.test(mail))).toBe(false);
  });
});
