import { reminderDue } from "@hvac/office/visit-reminder";
import { windowWords } from "@hvac/office/window-words";
import { href, smsEndpoint } from "@hvac/routing";
import { absoluteUrl, siteUrlFrom } from "@hvac/seo";
import { serveWithLeadStore } from "@hvac/test-fixtures/harness/lead-requests";
import { officeMailServer, officeMailSettings } from "@hvac/test-fixtures/harness/office-mail";
import { smsStandIn, standInSmsSettings } from "@hvac/test-fixtures/harness/sms-standin";
import twilio from "twilio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dictionaries } from "@/i18n/dictionary";
import { inGsmLetters } from "@/outbound/text-message";
import { lastDayWithTwoOpen, openWindowKeys, pickWindow } from "./support/booking-steps";
import { officeClock } from "./support/office-clock";
import { oneAddressForAll } from "./support/one-address";
import { sharedBrowser } from "./support/visit";

/** The public address the served build was made for (SITE_URL, read at build). */
const siteUrl = siteUrlFrom(process.env.SITE_URL);

/**
 * Issue 38: "Text me about my visit", unticked by default: a visitor who
 * ticks it gets a reminder by text the day before (the server's clock moved
 * by the test), and a STOP sent to the site's number (Twilio's webhook,
 * signed) ends the texts to that phone.
 */
const browser = sharedBrowser();
const clock = officeClock();
const mail = officeMailServer();
const sms = smsStandIn();
const settings = standInSmsSettings("");
let site: Awaited<ReturnType<typeof serveWithLeadStore>>;

beforeAll(async () => {
  const [port, api] = await Promise.all([mail.listen(), sms.start()]);
  site = await serveWithLeadStore({
    ...clock.env,
    ...officeMailSettings(port),
    ...standInSmsSettings(api),
    LEADS_MIN_FILL_SECONDS: "0",
    // Every booking of the file comes from this machine, for one phone.
    ...oneAddressForAll,
  });
});
afterAll(async () => {
  await site.stop();
  await Promise.all([mail.close(), sms.stop()]);
  clock.dispose();
});

const phone = "210-555-0177";
const t = dictionaries.es;

const openKeys = () => openWindowKeys(site.baseURL, "127.0.14.1");

/** Books the window `key` in Spanish, ticking "Text me" when said; the window's key. */
async function book(email: string, key: string, texts: boolean) {
  const page = await browser.newPage({ baseURL: site.baseURL, javaScriptEnabled: false });
  await page.goto(href("booking", "es"));
  await page.getByLabel(t.booking.service, { exact: true }).selectOption({
    label: "Reparación de aire acondicionado",
  });
  await page.getByLabel(t.booking.zip, { exact: true }).fill("78112");
  await page.getByRole("button", { name: t.booking.showTimes }).click();
  await page.waitForLoadState();
  await pickWindow(page, key);
  const fields = t.leadForm.fields;
  for (const [label, value] of [
    [fields.firstName, "Rosa"],
    [fields.lastName, "Garza"],
    [fields.phone, phone],
    [fields.email, email],
    [fields.address, "402 Main St"],
    [fields.city, "Elmendorf"],
  ] as const) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  const textMe = page.getByRole("checkbox", { name: new RegExp(t.leadForm.textMe) });
  expect(await textMe.isChecked()).toBe(false);
  if (texts) await textMe.check();
  await page.getByRole("button", { name: t.booking.bookButton }).click();
  await page.waitForLoadState();
  expect((await page.locator("h1").textContent())?.trim()).toBe(t.booking.answer.bookedTitle);
  return key;
}

/** Posts a text to the site's number as Twilio does, signed unless `forged`. */
async function textToSite(body: string, forged = false) {
  const params = {
    From: "+12105550177",
    To: settings.TWILIO_FROM,
    Body: body,
    MessageSid: "SM0001",
  };
  const signature = twilio.getExpectedTwilioSignature(
    forged ? "not-the-token" : settings.TWILIO_AUTH_TOKEN,
    absoluteUrl(siteUrl, smsEndpoint),
    params,
  );
  return fetch(new URL(smsEndpoint, site.baseURL), {
    method: "POST",
    headers: { "x-twilio-signature": signature },
    body: new URLSearchParams(params),
  });
}

const step = (email: string) =>
  site.leads().find((lead) => lead.email === email)?.steps.reminderText;

describe("texts about a visit", () => {
  it("reminds by text the day before only a visitor who asked, then a STOP ends them", async () => {
    const open = await openKeys();
    const [sameDayKey = "", askedKey = ""] = lastDayWithTwoOpen(open);
    const asked = await book("texto@example.com", askedKey, true);
    // A day before theirs, so that the clock moved to their reminders has not passed it.
    const otherDay = open.filter((key) => key.slice(0, 10) < askedKey.slice(0, 10)).at(-1);
    const notAsked = await book("sin-texto@example.com", otherDay ?? "", false);
    // Another visit the same day for the same phone: one reminder text a day to a phone.
    const sameDay = await book("mismo-dia@example.com", sameDayKey, true);
    expect(
      site.leads().find((lead) => lead.email === "sin-texto@example.com")?.steps,
    ).not.toHaveProperty("reminderText");
    await expect.poll(() => step("texto@example.com")?.status).toBe("pending");

    await clock.set(
      Math.max(...[asked, notAsked, sameDay].map((key) => reminderDue(key) ?? 0)) + 60_000,
    );
    await expect
      .poll(
        () => [step("texto@example.com")?.status, step("mismo-dia@example.com")?.status].sort(),
        { timeout: 20_000 },
      )
      .toEqual(["sent", "skipped"]);
    expect(
      [step("texto@example.com")?.error, step("mismo-dia@example.com")?.error].join(" "),
    ).toContain("this phone had a reminder text today");
    expect(sms.messages).toHaveLength(1);
    const [text] = sms.messages;
    expect(text?.to).toBe("+12105550177");
    const words = windowWords(asked, "es");
    expect(text?.body).toContain(`que mañana, ${inGsmLetters(words?.day ?? "")}, en el horario de`);
    // How to cancel the visit is said: a reply CANCEL only stops the texts.
    expect(text?.body).toContain("Para cambiar o cancelar, use el enlace de su correo");
    expect(text?.body).toContain("Responda STOP");

    // A text not signed by Twilio changes nothing; the visitor's STOP does.
    expect((await textToSite("STOP", true)).status).toBe(403);
    const stop = await textToSite("Stop");
    expect(stop.status).toBe(200);
    expect(await stop.text()).toContain("<Response></Response>");
  });

  it("sends nothing more to a phone that replied STOP", async () => {
    const key = await book("otra-visita@example.com", (await openKeys()).at(-3) ?? "", true);
    await clock.advance(Math.max(0, (reminderDue(key) ?? 0) - clock.now()) + 60_000);
    await expect
      .poll(() => step("otra-visita@example.com")?.status, { timeout: 20_000 })
      .toBe("skipped");
    expect(step("otra-visita@example.com")?.error).toContain("STOP");
    expect(sms.messages).toHaveLength(1);
  });
});
