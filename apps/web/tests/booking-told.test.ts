import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { BookingSettings } from "@hvac/office/booking-settings";
import { windowWords } from "@hvac/office/window-words";
import { formResultPaths } from "@hvac/routing";
import {
  type LeadFields,
  postLead,
  serveWithLeadStore,
  startStamp,
  validLead,
} from "@hvac/test-fixtures/harness/lead-requests";
import { officeMailServer, officeMailSettings } from "@hvac/test-fixtures/harness/office-mail";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dictionaries } from "@/i18n/dictionary";
import { leadReference } from "@/outbound/contacted-link";
import {
  fillDetails,
  openWindowKeys,
  pickServiceAndZip,
  pickWindow,
  waitAsAPerson,
} from "./support/booking-steps";
import { crmReceiver } from "./support/crm-receiver";
import { officeClock } from "./support/office-clock";
import { officeCommandWith } from "./support/office-command";
import { oneAddressForAll } from "./support/one-address";
import { baseURL as defaultSiteURL, sharedBrowser } from "./support/visit";

/**
 * Issue 58: booked means the office knows. Each of the review's five ways a
 * visitor was told "booked" while the office did not know, or could not act
 * on it, on the served build with stand-ins for the office's mailbox and its
 * CRM: the visitor, the office and the CRM end each holding the same truth.
 */
const browser = sharedBrowser();
const clock = officeClock();
const mail = officeMailServer();
const crm = crmReceiver();
let site: Awaited<ReturnType<typeof serveWithLeadStore>>;

// Monday 30 November 2026, 6:00 a.m. in San Antonio.
const monday = Date.parse("2026-11-30T12:00:00Z");
/** One visit a window: the race for the last place is every window's. */
const settings: BookingSettings = {
  enabled: true,
  paused: false,
  services: ["servicePage-acRepair"],
  windows: (["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] as const).flatMap((day) => [
    { day, start: "08:00", end: "12:00", visits: 1 },
    { day, start: "12:00", end: "16:00", visits: 1 },
  ]),
  daysAhead: 7,
  leastNoticeHours: 2,
  closedDays: [],
};

beforeAll(async () => {
  await clock.set(monday);
  const file = join(clock.env.TEST_CLOCK_FILE, "..", "booking.json");
  writeFileSync(file, JSON.stringify(settings));
  const [port, hook] = await Promise.all([mail.listen(), crm.start()]);
  site = await serveWithLeadStore({
    ...clock.env,
    ...officeMailSettings(port),
    SMTP_FROM: "website@example.com",
    BOOKING_SETTINGS_FILE: file,
    CRM_WEBHOOK_URL: hook,
    CRM_WEBHOOK_SECRET: "a-crm-secret-for-this-test",
    // The browser's bookings all come from this machine, for one phone.
    ...oneAddressForAll,
  });
});
afterAll(async () => {
  await site?.stop();
  await Promise.all([mail.close(), crm.stop()]);
  clock.dispose();
});

const t = dictionaries.es;
const stored = (email: string) => site.leads().find((lead) => lead.email === email);
const mailTo = async (email: string) =>
  (await mail.messages()).filter((message) => message.to.some((to) => to.includes(email)));
const officeMails = () => mailTo("office@example.com");
/** The CRM's deliveries about one request, in order: their event and idempotency key. */
const crmOf = (id: string) =>
  crm.deliveries
    .map((delivery) => ({
      body: JSON.parse(delivery.body) as { id: string; event: string; visit: { status: string } },
      key: String(delivery.headers["idempotency-key"]),
    }))
    .filter(({ body }) => body.id === id)
    .map(({ body, key }) => ({ event: body.event, status: body.visit?.status, key }));
const plain = (text: string) => text.replace(/[\u202f\u2009]/g, " ");

const openKeys = () => openWindowKeys(site.baseURL, "127.0.11.99");

/** Books `window` as another visitor, from an address of their own, with a stamp a person's age. */
async function bookFirst(window: string, n: number) {
  const address = `127.0.11.${n}`;
  const stamp = await startStamp(site.baseURL, address);
  await waitAsAPerson();
  const fields: LeadFields = validLead(800 + n, {
    email: `first-${n}@example.com`,
    zip: "78112",
    page: "booking",
    bookWindow: window,
    bookService: "servicePage-acRepair",
  });
  const reply = await postLead(site.baseURL, fields, { stamp, localAddress: address });
  expect(JSON.parse(reply.body)).toMatchObject({ visit: { kind: "booked" } });
}

describe("a visitor who loses the last place and picks another", () => {
  it("is booked in full: the confirmation with its calendar file and link, the reminder, the office's notice, the CRM's event", async () => {
    const email = "pierde@example.com";
    const page = await browser.newPage({ baseURL: site.baseURL });
    await pickServiceAndZip(page, "es", "Reparación de aire acondicionado", "78112");
    const [first, second] = await openKeys();
    await pickWindow(page, first ?? "");
    await fillDetails(page, "es", email);
    // Someone else takes the window while the visitor types.
    await bookFirst(first ?? "", 1);
    await page.getByRole("button", { name: t.booking.bookButton, exact: true }).click();
    const status = page.locator("#request").getByRole("status");
    await expect.poll(() => status.textContent()).toContain(t.booking.answer.takenTitle);
    // Their answers kept: another window, and book again.
    await pickWindow(page, second ?? "");
    await page.getByRole("button", { name: t.booking.bookButton, exact: true }).click();
    await expect.poll(() => status.textContent()).toContain(t.booking.answer.bookedTitle);
    const lead = stored(email);
    expect(lead?.visit).toMatchObject({ window: second, status: "booked" });
    expect(site.leads().filter((one) => one.email === email)).toHaveLength(1);

    // The visitor: the confirmation of the time booked, with its calendar file and link.
    const words = windowWords(second ?? "", "es");
    await expect
      .poll(async () => (await mailTo(email)).map((m) => plain(m.subject)), { timeout: 20_000 })
      .toContainEqual(
        `Visita agendada: ${plain(`${words?.day}, horario de llegada ${words?.time}`)} (${leadReference(String(lead?.id))})`,
      );
    const booked = (await mailTo(email)).find((m) => m.subject.startsWith("Visita agendada"));
    expect(booked?.text).toMatch(/mi-visita\?visit=/);
    expect(booked?.attachments[0]?.content).toContain("UID:");
    // The reminder waits for the new window's eve.
    expect(stored(email)?.steps.reminder?.status).toBe("pending");
    // The office: the request, then the time it now holds.
    await expect
      .poll(async () => (await officeMails()).map((m) => m.subject), { timeout: 20_000 })
      .toContainEqual(expect.stringMatching(/^Booked after all: /));
    const notice = (await officeMails()).find((m) => m.subject.startsWith("Booked after all"));
    expect(notice?.text).toContain(`now holds ${windowWords(second ?? "", "en")?.day}`);
    // The CRM: its booking, a delivery of its own (after the request as received, when that went first).
    await expect
      .poll(() => crmOf(String(lead?.id)).at(-1), { timeout: 20_000 })
      .toEqual({ event: "visit.booked", status: "booked", key: `${lead?.id}:1` });
  });
});

describe("a booking the site suspects", () => {
  it("is told the truth, holds no place, and reaches the office: its alert, and the suspected spam list", async () => {
    const [window] = await openKeys();
    // Sent a second after the form showed: faster than a person fills it.
    const stamp = await startStamp(site.baseURL, "127.0.11.20");
    const reply = await postLead(
      site.baseURL,
      validLead(820, {
        email: "rapido@example.com",
        locale: "es",
        zip: "78112",
        page: "booking",
        bookWindow: window ?? "",
        bookService: "servicePage-acRepair",
      }),
      { stamp, localAddress: "127.0.11.20" },
    );
    const answer = JSON.parse(reply.body) as {
      visit: { kind: string; title: string; text: string };
    };
    expect(answer.visit).toMatchObject({ kind: "confirm", title: t.booking.answer.confirmTitle });
    expect(answer.visit.text).toContain("todavía no está agendada");
    expect(await openKeys()).toContain(window);
    await expect
      .poll(async () => (await officeMails()).map((m) => m.subject), { timeout: 20_000 })
      .toContain("Online booking: a booking waits for you to confirm it");
    const spam = await officeCommandWith(clock.env, "leads", site.file, "--spam");
    expect(spam).toContain("rapido@example.com");
    expect(spam).toContain("NEEDS A TIME (it may not be a person's");
  });
});

describe("a visit moved and cancelled on Manage my visit, in Spanish", () => {
  it("is told to the office, the CRM and the visitor, each change with its calendar file; cancel asks once more", async () => {
    const email = "cambia@example.com";
    const page = await browser.newPage({ baseURL: site.baseURL, javaScriptEnabled: false });
    await pickServiceAndZip(page, "es", "Reparación de aire acondicionado", "78112");
    const [first, other] = await openKeys();
    await pickWindow(page, first ?? "");
    await fillDetails(page, "es", email);
    await page.getByRole("button", { name: t.booking.bookButton, exact: true }).click();
    await page.waitForLoadState();
    expect((await page.locator("h1").textContent())?.trim()).toBe(t.booking.answer.bookedTitle);
    const id = String(stored(email)?.id);

    // From the answer page to Manage my visit: move.
    await page.getByRole("link", { name: t.booking.answer.manage }).click();
    await page.waitForLoadState();
    const until = new URL(page.url()).searchParams.get("until");
    await pickWindow(page, other ?? "");
    await page.getByRole("button", { name: t.manageVisit.moveButton }).click();
    await page.waitForLoadState();
    expect(stored(email)?.visit).toMatchObject({ window: other, status: "moved" });
    // The link now lasts until the day after the new window.
    expect(new URL(page.url()).searchParams.get("until")).not.toBe(until);
    // Told before the next change: the visitor's notice and the CRM's event are out.
    await expect.poll(async () => (await mailTo(email)).length, { timeout: 20_000 }).toBe(2);
    await expect.poll(() => crmOf(id).length, { timeout: 20_000 }).toBe(2);

    // Cancel: asked once more, then cancelled.
    await page.getByRole("button", { name: t.manageVisit.cancelButton }).click();
    await page.waitForLoadState();
    await page.getByRole("button", { name: t.manageVisit.cancelYes }).click();
    await page.waitForLoadState();
    expect(stored(email)?.visit).toMatchObject({ window: other, status: "cancelled" });
    // Its place is free again.
    expect(await openKeys()).toContain(other);

    // The visitor: the confirmation, the move and the cancellation, each event a newer version.
    await expect.poll(async () => (await mailTo(email)).length, { timeout: 20_000 }).toBe(3);
    const [confirmation, moved, cancelled] = await mailTo(email);
    expect(confirmation?.attachments[0]?.content).toContain("METHOD:PUBLISH");
    expect(plain(moved?.text ?? "")).toContain("Cambió su visita al");
    expect(moved?.attachments[0]?.content).toContain("SEQUENCE:1");
    expect(cancelled?.subject).toContain("Su visita fue cancelada");
    expect(cancelled?.attachments[0]?.content).toContain("METHOD:CANCEL");
    expect(cancelled?.attachments[0]?.content).toContain("SEQUENCE:2");
    // The office: each change the visitor made.
    await expect
      .poll(async () => (await officeMails()).map((m) => m.subject.split(":")[0]), {
        timeout: 20_000,
      })
      .toEqual(
        expect.arrayContaining(["Visit moved by the visitor", "Visit cancelled by the visitor"]),
      );
    const leads = await officeCommandWith(clock.env, "leads", site.file);
    expect(leads).toContain("cancelled, last changed by the visitor");
    // The CRM: received, moved, cancelled.
    await expect
      .poll(() => crmOf(id), { timeout: 20_000 })
      .toEqual([
        { event: "request.received", status: "booked", key: id },
        { event: "visit.moved", status: "moved", key: `${id}:1` },
        { event: "visit.cancelled", status: "cancelled", key: `${id}:2` },
      ]);
  });
});

describe("a booking answer's own words", () => {
  it("says taken only when taken: a ZIP code changed to one outside the towns, a window gone past, each its own", async () => {
    const [window] = await openKeys();
    const post = async (n: number, patch: LeadFields) => {
      const address = `127.0.11.${30 + n}`;
      const stamp = await startStamp(site.baseURL, address);
      await waitAsAPerson();
      const reply = await postLead(
        site.baseURL,
        validLead(830 + n, {
          email: `motivo-${n}@example.com`,
          locale: "en",
          page: "booking",
          bookService: "servicePage-acRepair",
          ...patch,
        }),
        { stamp, localAddress: address },
      );
      return (JSON.parse(reply.body) as { visit: { kind: string; title: string } }).visit;
    };
    const words = dictionaries.en.booking.answer;
    expect(await post(1, { bookWindow: window ?? "", zip: "78701" })).toMatchObject({
      kind: "outside",
      title: words.outsideTitle,
    });
    expect(await post(2, { bookWindow: "2026-11-27T08:00-12:00", zip: "78112" })).toMatchObject({
      kind: "closed",
      title: words.closedTitle,
    });
  });
});

describe("the booking answer, without email (the README's site)", () => {
  it("is the one place the manage link and the calendar file are, and both work", async () => {
    const booking = dictionaries.en.booking;
    // A visitor of its own address on the site as README serves it, the form sent without JavaScript.
    const site = defaultSiteURL();
    const [window] = await openWindowKeys(site, "127.0.12.1");
    const reply = await postLead(
      site,
      validLead(850, {
        email: "no-email-set-up@example.com",
        zip: "78112",
        page: "booking",
        bookWindow: window ?? "",
        bookService: "servicePage-acRepair",
        started: "form",
      }),
      { json: false, localAddress: "127.0.12.1" },
    );
    const page = await browser.newPage({ baseURL: site, javaScriptEnabled: false });
    await page.goto(String(reply.headers.location));
    expect(new URL(page.url()).pathname).toBe(formResultPaths.received.en);
    const main = (await page.locator("main").textContent()) ?? "";
    expect(main).toContain(booking.answer.bookedTitle);
    expect(main).toContain(booking.answer.keepThisPage);
    expect(main).not.toContain(booking.answer.coming.split("{")[0]);
    const calendar = await page
      .getByRole("link", { name: booking.answer.addToCalendar })
      .getAttribute("href");
    const file = await fetch(new URL(calendar ?? "", site));
    expect(file.headers.get("content-type")).toContain("text/calendar");
    expect(await file.text()).toContain("BEGIN:VEVENT");
    await page.getByRole("link", { name: booking.answer.manage }).click();
    await page.waitForLoadState();
    expect((await page.locator("h1").textContent())?.trim()).toBe(
      dictionaries.en.manageVisit.title,
    );
  });
});
