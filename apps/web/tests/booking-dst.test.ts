import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { windowWords } from "@hvac/office/window-words";
import { href } from "@hvac/routing";
import { serveWithLeadStore } from "@hvac/test-fixtures/harness/lead-requests";
import { officeMailServer, officeMailSettings } from "@hvac/test-fixtures/harness/office-mail";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dictionaries } from "@/i18n/dictionary";
import { officeClock } from "./support/office-clock";
import { sharedBrowser } from "./support/visit";

/**
 * Issue 38: windows on the days the clocks change show and store the
 * office's local time, and the visitor's calendar file holds the right
 * instant. The office here books Sundays (BOOKING_SETTINGS_FILE, as
 * docs/deploying.md describes it); the server's clock is the Friday before.
 */
const browser = sharedBrowser();
const clock = officeClock();
const mail = officeMailServer();
let site: Awaited<ReturnType<typeof serveWithLeadStore>>;

const settings = {
  enabled: true,
  services: ["servicePage-acRepair"],
  windows: [
    { day: "Sunday", start: "08:00", end: "12:00", visits: 2 },
    { day: "Sunday", start: "12:00", end: "16:00", visits: 2 },
  ],
  daysAhead: 7,
  leastNoticeHours: 2,
  closedDays: [],
};

beforeAll(async () => {
  const port = await mail.listen();
  const file = join(clock.env.TEST_CLOCK_FILE, "..", "booking.json");
  writeFileSync(file, JSON.stringify(settings));
  await clock.set(Date.parse("2027-03-12T16:00:00Z"));
  site = await serveWithLeadStore({
    ...clock.env,
    ...officeMailSettings(port),
    BOOKING_SETTINGS_FILE: file,
    LEADS_MIN_FILL_SECONDS: "0",
  });
});
afterAll(async () => {
  await site.stop();
  await mail.close();
  clock.dispose();
});

describe("booking on the days the clocks change", () => {
  it.each([
    // Spring forward: 8 AM on 14 March 2027 is daylight time, UTC-5.
    ["2027-03-12T16:00:00Z", "2027-03-14T08:00-12:00", "DTSTART:20270314T130000Z"],
    // Fall back: 8 AM on 7 November 2027 is standard time again, UTC-6.
    ["2027-11-05T16:00:00Z", "2027-11-07T08:00-12:00", "DTSTART:20271107T140000Z"],
  ])(
    "with the clock at %s, the window %s shows, stores and goes out as office time",
    async (now, key, start) => {
      await clock.set(Date.parse(now));
      const t = dictionaries.en.booking;
      const page = await browser.newPage({ baseURL: site.baseURL, javaScriptEnabled: false });
      await page.goto(href("booking", "en"));
      await page.getByLabel(t.service, { exact: true }).selectOption({ label: "AC Repair" });
      await page.getByLabel(t.zip, { exact: true }).fill("78112");
      await page.getByRole("button", { name: t.showTimes }).click();
      await page.waitForLoadState();
      const window = page.locator(`input[value="${key}"]`);
      expect(await window.count()).toBe(1);
      const words = windowWords(key, "en");
      const label = (await page.locator("label", { has: window }).textContent()) ?? "";
      expect(label.replace(/\s/g, " ")).toContain(words?.time.replace(/\s/g, " "));
      expect(await page.locator("fieldset legend").first().textContent()).toBe(words?.day);
      await window.check();
      const email = `dst-${key.slice(0, 10)}@example.com`;
      const fields = dictionaries.en.leadForm.fields;
      await page.getByLabel(fields.firstName, { exact: true }).fill("Rosa");
      await page.getByLabel(fields.lastName, { exact: true }).fill("Garza");
      await page.getByLabel(fields.phone, { exact: true }).fill("210-555-0142");
      await page.getByLabel(fields.email, { exact: true }).fill(email);
      await page.getByLabel(fields.address, { exact: true }).fill("402 Main St");
      await page.getByLabel(fields.city, { exact: true }).fill("Elmendorf");
      await page.getByRole("button", { name: t.bookButton }).click();
      await page.waitForLoadState();
      expect((await page.locator("h1").textContent())?.trim()).toBe(t.answer.bookedTitle);
      expect(site.leads().find((lead) => lead.email === email)?.visit).toMatchObject({
        window: key,
        status: "booked",
      });
      const calendar = async () =>
        (await mail.messages()).find((message) => message.to.includes(email))?.attachments[0]
          ?.content ?? "";
      await expect.poll(calendar, { timeout: 20_000 }).toContain(start);
    },
  );
});
