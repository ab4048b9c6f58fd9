import { createHmac } from "node:crypto";
import {
  postLead,
  serveWithLeadStore,
  startStamp,
  validLead,
} from "@hvac/test-fixtures/harness/lead-requests";
import { officeMailServer, officeMailSettings } from "@hvac/test-fixtures/harness/office-mail";
import { smsStandIn, standInSmsSettings } from "@hvac/test-fixtures/harness/sms-standin";
import { sampleAnswers } from "@hvac/test-fixtures/sample-lead";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dictionaries } from "@/i18n/dictionary";
import { crmReceiver } from "./support/crm-receiver";
import { officeClock } from "./support/office-clock";
import { officeCommand } from "./support/office-command";
import { starterPath } from "./support/starter-routes";
import { sharedBrowser } from "./support/visit";

/**
 * Speed to lead, on the served build with its clock set by the test: an
 * emergency sent at 2 a.m. pages the on-call phone within seconds, the
 * visitor hears back in their language, nobody contacting it pages the next
 * phone, marking it contacted stops the paging, the CRM gets it once, and a
 * planning request in office hours pages no one. The providers are stand-ins
 * on loopback: Twilio's API (through the library's custom HTTP client), an
 * SMTP server and the CRM's webhook receiver, which fails twice first.
 */

const browser = sharedBrowser();
const clock = officeClock();
let office = officeMailServer();
const sms = smsStandIn();
const crm = crmReceiver(2);
const crmSecret = "crm-shared-secret-for-tests";
let site: Awaited<ReturnType<typeof serveWithLeadStore>>;
let smtpPort = 0;

// Wednesday 25 November 2026: 2:05 a.m. and 10:00 a.m. in San Antonio.
const night = Date.parse("2026-11-25T08:05:00Z");
const workday = Date.parse("2026-11-25T16:00:00Z");
const minutes = 60_000;

beforeAll(async () => {
  await clock.set(night);
  const [port, twilio, hook] = await Promise.all([office.listen(), sms.start(), crm.start()]);
  smtpPort = port;
  site = await serveWithLeadStore({
    ...clock.env,
    ...officeMailSettings(port),
    SMTP_FROM: "website@example.com",
    ...standInSmsSettings(twilio),
    ONCALL_PHONES: "(210) 555-0111, 210-555-0112, 2105550113",
    ESCALATE_AFTER_MINUTES: "15",
    CRM_WEBHOOK_URL: hook,
    CRM_WEBHOOK_SECRET: crmSecret,
    LEADS_MIN_FILL_SECONDS: "0",
  });
});
afterAll(async () => {
  await site?.stop();
  await Promise.all([office.close(), sms.stop(), crm.stop()]);
  clock.dispose();
});

const mails = () => office.messages();
const leadOf = (email: string) => site.leads().find((lead) => lead.email === email);
const stepOf = (email: string, step: string) => leadOf(email)?.steps[step];
/** A stored step, once it is there (a test's expect.poll waits for it first). */
const storedStep = (email: string, step: string) => {
  const found = stepOf(email, step);
  if (!found) throw new Error(`${email} has no ${step} step`);
  return found;
};
const ms = (iso: string | null | undefined) => Date.parse(iso ?? "");
async function sendRequest(page: Page, locale: "en" | "es", answers: Record<string, string>) {
  const fields = dictionaries[locale].leadForm.fields;
  for (const [name, value] of Object.entries(answers)) {
    await page.getByLabel(fields[name as keyof typeof fields], { exact: true }).fill(value);
  }
}

describe("an emergency request at night", () => {
  const email = "maria.emergencia@example.com";

  it("pages the first on-call phone within seconds, answers the visitor with the phone first, and confirms in Spanish", async () => {
    const page = await browser.newPage({
      baseURL: site.baseURL,
      width: 390,
      height: 844,
      mobile: true,
    });
    await page.goto(starterPath({ id: "emergency" }, "es"));
    const t = dictionaries.es.leadForm;
    // The emergency page has "Emergency: today" chosen already.
    expect(await page.getByRole("radio", { name: t.urgency.emergency }).isChecked()).toBe(true);
    await sendRequest(page, "es", {
      firstName: "María",
      lastName: "Treviño",
      phone: "(210) 555-0177",
      email,
      address: sampleAnswers.address,
      city: "Elmendorf",
      zip: "78112",
      message: "No enfría nada y hace mucho calor adentro.",
    });
    await page.getByLabel(t.preferredTime.label).selectOption({ label: t.preferredTime.evening });
    const sent = Date.now();
    await page.getByRole("button", { name: "Enviar solicitud de emergencia" }).click();
    const toast = page.locator("[data-sonner-toast]").last();
    await toast.waitFor();
    expect(await toast.textContent()).toContain(t.emergencyTitle);
    expect(await toast.textContent()).toMatch(
      /Para recibir ayuda más rápido, llame ahora al \(210\)\s555.0123\. Le llamamos en menos de 15 minutos\./,
    );
    expect(await toast.getByRole("link", { name: /\(210\)\s555.0123/ }).getAttribute("href")).toBe(
      "tel:+12105550123",
    );

    // The worker records the page once its run is over: every text of that run has
    // reached the stand-in by then, and the step waits for the escalation.
    await expect.poll(() => stepOf(email, "page")?.pages.length, { timeout: 10_000 }).toBe(1);
    const paging = storedStep(email, "page");
    expect(paging).toMatchObject({ status: "pending", attempts: 1 });
    expect(ms(paging.dueAt) - ms(paging.pages[0]?.at)).toBe(15 * minutes);
    expect(sms.messages).toHaveLength(1);
    const [first] = sms.messages;
    expect(first?.at).toBeGreaterThanOrEqual(sent);
    // Sent when the request woke the worker, not on a schedule: the paging schedule's
    // shortest delay is 15 s (a round of retries). Generous, as the machine may be busy.
    expect(ms(paging.pages[0]?.at) - ms(String(leadOf(email)?.received_at))).toBeLessThan(15_000);
    expect(first).toMatchObject({ to: "+12105550111", from: "+12105550100" });
    const reference = /R-[0-9A-F]{8}/.exec(first?.body ?? "")?.[0];
    // The site's lines first; the visitor's words after, in GSM-7's letters.
    const lines = first?.body.split("\n") ?? [];
    expect(lines.slice(0, 2)).toEqual([`EMERGENCY ${reference}`, "Call +12105550177"]);
    expect(lines[2]).toMatch(
      /^Contacted\? http:\/\/localhost:3000\/api\/leads\/contacted\?lead=[\w-]+&at=\d+&sig=[\w-]+$/,
    );
    expect(lines[3]).toBe(
      'Maria Treviño, Elmendorf 78112. Reparacion de aire acondicionado: "No enfria nada y hace mucho calor adentro."',
    );

    await expect.poll(async () => (await mails()).length, { timeout: 15_000 }).toBe(2);
    const all = await mails();
    const toOffice = all.find((mail) => mail.to.includes("office@example.com"));
    const toVisitor = all.find((mail) => mail.to.includes(email));
    expect(toOffice?.subject).toBe(
      "EMERGENCY: New request: Reparación de aire acondicionado - María Treviño, Elmendorf",
    );
    expect(toOffice?.text).toContain("How soon: Emergency: today");
    expect(toOffice?.text).toContain("Best time to call: Evening");
    expect(toOffice?.text).toContain("Paged: (210) 555-0111, Nov 25, 2:05 AM CST");
    expect(toVisitor?.subject).toBe(`Recibimos su solicitud ${reference}`);
    expect(toVisitor?.text).toContain("Hola, María:");
    expect(toVisitor?.text).toContain(
      "Nos dijo que es una emergencia. Para recibir ayuda más rápido, llámenos ahora al (210) 555-0123. Si no puede, le llamamos en menos de 15 minutos.",
    );
    expect(toVisitor?.text).toContain(`Número de referencia de su solicitud: ${reference}`);
  });

  it("pages the next phone when nobody marks it contacted in 15 minutes, and tells the office", async () => {
    const firstPage = storedStep("maria.emergencia@example.com", "page");
    await clock.advance(14 * minutes);
    // After 14 minutes the step still waits, due at the 15th: nothing can have been sent.
    expect(storedStep("maria.emergencia@example.com", "page")).toMatchObject({
      status: "pending",
      dueAt: firstPage.dueAt,
      pages: firstPage.pages,
    });
    expect(ms(firstPage.dueAt)).toBeGreaterThan(clock.now());
    expect(sms.messages).toHaveLength(1);
    await clock.advance(2 * minutes);
    await expect
      .poll(() => stepOf("maria.emergencia@example.com", "page")?.pages.length, {
        timeout: 10_000,
      })
      .toBe(2);
    const [paged, escalated] = storedStep("maria.emergencia@example.com", "page").pages;
    expect(ms(escalated?.at) - ms(paged?.at)).toBeGreaterThanOrEqual(15 * minutes);
    expect(sms.messages.map((text) => text.to)).toEqual(["+12105550111", "+12105550112"]);
    expect(sms.messages[1]?.body).toMatch(/^NOT YET CONTACTED, EMERGENCY R-/);
    await expect
      .poll(async () => (await mails()).map((mail) => mail.subject))
      .toContainEqual(
        expect.stringMatching(/^Not yet contacted: R-\w+ paged again, to \(210\) 555-0112$/),
      );
  });

  it("stops paging once the link in the text message marks it contacted, and keeps the time", async () => {
    const link = /http:\/\/localhost:3000(\S+)/.exec(sms.messages[1]?.body ?? "")?.[1] ?? "";
    const page = await browser.newPage({ baseURL: site.baseURL });
    // Opening the link marks nothing (a mail scanner opens links too): the button does.
    await page.goto(link);
    expect(await page.getByRole("heading").textContent()).toMatch(/^Request R-\w+$/);
    await page.getByRole("button", { name: "Mark contacted" }).click();
    expect(await page.getByRole("heading").textContent()).toMatch(/is marked contacted$/);
    const lead = site.leads().find((row) => row.email === email);
    expect(lead).toMatchObject({
      status: "contacted",
      contacted_at: expect.stringMatching(/^2026-11-25T08:2/),
    });

    // Still due: the worker looks at it when the 15 minutes are up, and ends it there.
    const waiting = storedStep(email, "page");
    expect(waiting).toMatchObject({ status: "pending", doneAt: null });
    await clock.advance(16 * minutes);
    await expect.poll(() => stepOf(email, "page")?.status, { timeout: 10_000 }).toBe("sent");
    const ended = storedStep(email, "page");
    expect(ms(ended.doneAt)).toBeGreaterThanOrEqual(ms(waiting.dueAt));
    expect(ended.pages).toEqual(waiting.pages);
    expect(sms.messages).toHaveLength(2);
    const stdout = await officeCommand("leads", site.file);
    expect(stdout).toContain("page sent to +12105550111, +12105550112");
    expect(stdout).toMatch(/contacted Nov 25, 2:2\d AM CST/);
  });

  it("reaches the office's CRM once, signed, after two failures", async () => {
    // The webhook is tried again 30 seconds, then 2 minutes after each failure.
    await expect.poll(() => crm.deliveries.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    await clock.advance(1 * minutes);
    await expect.poll(() => crm.deliveries.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    await clock.advance(3 * minutes);
    // Recorded sent once the third try is answered: nothing is due after that.
    await expect.poll(() => stepOf(email, "crm")?.status, { timeout: 10_000 }).toBe("sent");
    expect(storedStep(email, "crm")).toMatchObject({ attempts: 3, error: null });
    await clock.advance(60 * minutes);
    expect(storedStep(email, "crm")).toMatchObject({ status: "sent", attempts: 3 });
    expect(crm.deliveries.map((delivery) => delivery.status)).toEqual([500, 500, 204]);
    const delivered = crm.deliveries[2];
    const timestamp = String(delivered?.headers["x-hvac-timestamp"]);
    const expected = `sha256=${createHmac("sha256", crmSecret).update(`${timestamp}.${delivered?.body}`).digest("hex")}`;
    expect(delivered?.headers["x-hvac-signature"]).toBe(expected);
    expect(new Set(crm.deliveries.map((d) => d.headers["idempotency-key"])).size).toBe(1);
    expect(JSON.parse(delivered?.body ?? "{}")).toMatchObject({
      language: "es",
      urgency: "emergency",
      preferredTime: "evening",
      contact: { firstName: "María", lastName: "Treviño", phone: "(210) 555-0177", email },
      page: expect.stringMatching(/\/es\/servicio-emergencia$/),
    });
  });
});

describe("a planning request in office hours", () => {
  it("pages no one, and the visitor's confirmation states the usual promise in English", async () => {
    await clock.set(workday);
    const before = { texts: sms.messages.length, mails: (await mails()).length };
    const page = await browser.newPage({ baseURL: site.baseURL });
    await page.goto(starterPath({ id: "service", doc: "servicePage-acInstallation" }, "en"));
    const t = dictionaries.en.leadForm;
    await page.getByRole("radio", { name: t.urgency.planning }).check();
    await sendRequest(page, "en", {
      firstName: "Ana",
      lastName: "Nguyễn",
      phone: "(210) 555-0199",
      email: "ana.planning@example.com",
      address: sampleAnswers.address,
      city: "Elmendorf",
      zip: "78112",
    });
    await page.locator("#request").getByRole("button").click();
    await expect
      .poll(async () => (await mails()).length, { timeout: 15_000 })
      .toBe(before.mails + 2);
    const confirmation = (await mails()).find((mail) =>
      mail.to.includes("ana.planning@example.com"),
    );
    expect(confirmation?.subject).toMatch(/^We received your request R-[0-9A-F]{8}$/);
    expect(confirmation?.text).toContain(
      "What happens next: we'll contact you within 24 hours to confirm the details and a time. If you need us sooner, call (210) 555-0123.",
    );
    // Its steps as planned and all done: no page among them.
    const planned = "ana.planning@example.com";
    await expect
      .poll(() => [stepOf(planned, "officeEmail")?.status, stepOf(planned, "visitorEmail")?.status])
      .toEqual(["sent", "sent"]);
    expect(Object.keys(leadOf(planned)?.steps ?? {})).not.toContain("page");
    expect(sms.messages).toHaveLength(before.texts);
  });
});

describe("the providers failing", () => {
  it("keeps the request, and pages and mails it once each when the SMS and mail servers come back", async () => {
    await clock.set(night + 24 * 60 * minutes);
    const texts = sms.messages.length;
    await sms.stop();
    await office.close();
    const reply = await postLead(
      site.baseURL,
      validLead(90, { urgency: "emergency", email: "down@example.com", page: "emergency" }),
      { stamp: await startStamp(site.baseURL) },
    );
    // Answered all the same: the providers are the worker's business, not the visitor's
    // (that no visitor waits for a provider is office-mail-outage.test.ts's hung server).
    expect(reply.status).toBe(201);
    // A phone that fails moves on to the next at once (status "failed", due now): the
    // round is over when all three are tried, and the step waits for the next round.
    await expect
      .poll(
        () => {
          const step = stepOf("down@example.com", "page");
          return [step?.status, step?.pages.map((page) => page.to)];
        },
        { timeout: 10_000 },
      )
      .toEqual(["failed", ["+12105550111", "+12105550112", "+12105550113"]]);
    await expect.poll(() => stepOf("down@example.com", "officeEmail")?.status).toBe("failed");

    await sms.start();
    office = officeMailServer();
    await office.listen(smtpPort);
    // A round of phones failed: the next round is 15 seconds later; the mail, 5 seconds.
    await clock.advance(20_000);
    await expect.poll(() => sms.messages.length, { timeout: 10_000 }).toBe(texts + 1);
    expect(sms.messages.at(-1)?.to).toBe("+12105550111");
    await expect.poll(async () => (await mails()).length, { timeout: 15_000 }).toBe(2);
    // Each recorded once its provider answered: the mails are done, and the page waits
    // for the escalation, 15 minutes after the text that went through.
    await expect
      .poll(() =>
        ["page", "officeEmail", "visitorEmail"].map((s) => stepOf("down@example.com", s)?.status),
      )
      .toEqual(["pending", "sent", "sent"]);
    const page = storedStep("down@example.com", "page");
    expect(page.pages.at(-1)).toMatchObject({ to: "+12105550111" });
    expect(page.pages.at(-1)?.error).toBeUndefined();
    expect(ms(page.dueAt) - ms(page.pages.at(-1)?.at)).toBe(15 * minutes);
    // Past the mails' retry delays (30 s, 2 minutes): still nothing due but the escalation.
    await clock.advance(2 * minutes);
    expect(ms(page.dueAt)).toBeGreaterThan(clock.now());
    expect(
      ["page", "officeEmail", "visitorEmail"].map((s) => stepOf("down@example.com", s)?.status),
    ).toEqual(["pending", "sent", "sent"]);
    expect(sms.messages).toHaveLength(texts + 1);
    expect((await mails()).map((mail) => mail.to).sort()).toEqual([
      ["down@example.com"],
      ["office@example.com"],
    ]);
  });
});
