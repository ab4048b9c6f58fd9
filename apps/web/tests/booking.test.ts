import { officeInstant, parseWindowKey } from "@hvac/office/arrival-windows";
import { reminderDue } from "@hvac/office/visit-reminder";
import { windowWords } from "@hvac/office/window-words";
import {
  formResultPaths,
  href,
  type Locale,
  openWindowsEndpoint,
  visitEndpoint,
} from "@hvac/routing";
import { serveWithLeadStore } from "@hvac/test-fixtures/harness/lead-requests";
import { officeMailServer, officeMailSettings } from "@hvac/test-fixtures/harness/office-mail";
import axe from "axe-core";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manageLinkFields, manageLinkQuery } from "@/booking/manage-link";
import type { OpenWindows } from "@/booking/worded-windows";
import { dictionaries } from "@/i18n/dictionary";
import { leadReference } from "@/outbound/contacted-link";
import { violations } from "./support/axe";
import {
  fillDetails,
  lastDayWithTwoOpen,
  openWindowKeys,
  pickServiceAndZip,
  pickWindow,
} from "./support/booking-steps";
import { businessFacts } from "./support/content";
import { officeClock } from "./support/office-clock";
import { officeCommand } from "./support/office-command";
import { oneAddressForAll } from "./support/one-address";
import { docsPicture } from "./support/pictures";
import { sharedBrowser } from "./support/visit";

/**
 * Issue 38: a visitor books a visit on the booking page, as the starter
 * content sets booking up (repairs, maintenance and estimates; weekday and
 * Saturday windows): the service and ZIP code, an open window, the request
 * form's fields; with JavaScript off and on, in each language.
 */
const browser = sharedBrowser();
const businessName = (await businessFacts()).name ?? "";

/** The key the site signs with, so the test can write a link that has expired. */
const secret = "booking-test-signing-key";
const mail = officeMailServer();
/** The server's clock, moved on by the reminder's test (the last). */
const clock = officeClock();
let site: Awaited<ReturnType<typeof serveWithLeadStore>>;
beforeAll(async () => {
  const port = await mail.listen();
  site = await serveWithLeadStore({
    LEADS_MIN_FILL_SECONDS: "0",
    // Every booking of the file comes from this one address, for one phone.
    ...oneAddressForAll,
    LEADS_SECRET: secret,
    ...officeMailSettings(port),
    ...clock.env,
  });
});
afterAll(async () => {
  await site.stop();
  await mail.close();
  clock.dispose();
});

/**
 * Picks an open window (the first unless said, counted across the days: -1 the last) and fills
 * the visitor's answers; the window's key.
 */
async function pickWindowAndFill(page: Page, locale: Locale, email: string, which = 0) {
  const key = (await openWindowKeys(site.baseURL, "127.0.13.1")).at(which) ?? "";
  await pickWindow(page, key);
  await fillDetails(page, locale, email);
  return key;
}

const stored = (email: string) => site.leads().find((lead) => lead.email === email);

describe("booking a visit", () => {
  it.each([
    ["en", "AC Repair"],
    ["es", "Reparación de aire acondicionado"],
  ] as const)(
    "without JavaScript in %s: the service, the ZIP code, a window, the details; booked",
    async (locale, service) => {
      const t = dictionaries[locale].booking;
      const page = await browser.newPage({ baseURL: site.baseURL, javaScriptEnabled: false });
      await pickServiceAndZip(page, locale, service, "78112");
      expect((await page.locator("h1").textContent())?.trim()).toBe(t.timesTitle);
      // Days first, each a button; then the day's windows, one radio group.
      const picker = page.getByRole("navigation", { name: t.picker.label });
      expect(await picker.getByRole("link").count()).toBeGreaterThan(5);
      expect(await page.locator("fieldset legend").allTextContents()).toHaveLength(1);
      const email = `booked-${locale}@example.com`;
      const key = await pickWindowAndFill(page, locale, email);
      await page.getByRole("button", { name: t.bookButton, exact: true }).click();
      await page.waitForLoadState();
      expect((await page.locator("h1").textContent())?.trim()).toBe(t.answer.bookedTitle);
      const words = windowWords(key, locale);
      const main = (await page.locator("main").textContent()) ?? "";
      expect(main).toContain(words?.day);
      expect(main).toContain(words?.start);
      // Where the technician comes, the confirmation on its way, the calendar file and the manage link.
      expect(main).toContain("402 Main St, Elmendorf, TX 78112");
      expect(main).toContain(t.answer.coming.replace("{email}", email));
      expect(await page.getByRole("link", { name: t.answer.addToCalendar }).count()).toBe(1);
      expect(await page.getByRole("link", { name: t.answer.manage }).count()).toBe(1);
      expect(stored(email)?.visit).toEqual({
        window: key,
        service: "service:servicePage-acRepair",
        status: "booked",
      });
    },
  );

  it("says a visit is booked only on the site's own answer: a link someone else writes shows no booking", async () => {
    const page = await browser.newPage({ baseURL: site.baseURL, javaScriptEnabled: false });
    const forged = new URLSearchParams({
      page: "booking",
      variant: "request",
      visit: "lead.0000abcd",
      until: "4102444800",
      sig: "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    });
    await page.goto(`${formResultPaths.received.en}?${forged}`);
    const title = (await page.locator("h1").textContent())?.trim();
    expect(title).toBe(dictionaries.en.leadForm.successTitle);
    expect(await page.locator("main").textContent()).not.toContain("R-0000ABCD");
    // Nor a link with no signature at all.
    forged.set("sig", "");
    await page.goto(`${formResultPaths.received.en}?${forged}`);
    expect((await page.locator("h1").textContent())?.trim()).toBe(
      dictionaries.en.leadForm.successTitle,
    );
  });

  it("with JavaScript in Spanish: the open times in place on the booking page, no reload to the answer, announced; the visit stored", async () => {
    const t = dictionaries.es.booking;
    const page = await browser.newPage({ baseURL: site.baseURL });
    await page.addInitScript(axe.source);
    // A mark on the booking page's window: a page reload would lose it.
    await page.goto(href("booking", "es"));
    const booking = page.url();
    await page.evaluate(() => Object.assign(window, { bookingMark: true }));
    await pickServiceAndZip(page, "es", "Mantenimiento de aire acondicionado", "78223", false);
    const times = page.getByRole("heading", { level: 2, name: t.timesTitle });
    await times.waitFor();
    // The focus moves to the open times: a screen reader says where the visitor is now.
    expect(await times.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.locator("main").textContent()).toContain(
      t.timesFor
        .replace("{service}", "Mantenimiento de aire acondicionado")
        .replace("{zip}", "78223"),
    );
    expect(await violations(page)).toEqual([]);
    const email = "con-js@example.com";
    const key = await pickWindowAndFill(page, "es", email);
    await page.getByRole("button", { name: t.bookButton, exact: true }).click();
    const status = page.locator("#request").getByRole("status");
    await expect.poll(() => status.textContent()).toContain(t.answer.bookedTitle);
    expect(await status.textContent()).toContain(windowWords(key, "es")?.day);
    expect(page.url()).toBe(booking);
    expect(await page.evaluate(() => "bookingMark" in window)).toBe(true);
    expect(stored(email)?.visit).toMatchObject({
      window: key,
      service: "service:servicePage-acMaintenance",
      status: "booked",
    });
  });

  it("with JavaScript, a ZIP code outside the towns opens the times page without a reload: why, the phone and a request", async () => {
    const t = dictionaries.en.booking;
    const page = await browser.newPage({ baseURL: site.baseURL });
    await page.goto(href("booking", "en"));
    await page.evaluate(() => Object.assign(window, { bookingMark: true }));
    await pickServiceAndZip(page, "en", "AC Repair", "78701", false);
    const main = page.locator("main");
    await expect.poll(() => main.textContent()).toContain(t.outsideArea.replace("{zip}", "78701"));
    expect(new URL(page.url()).pathname).toBe(formResultPaths.bookingTimes.en);
    expect(await page.evaluate(() => "bookingMark" in window)).toBe(true);
    expect(await main.locator('a[href^="tel:"]').count()).toBe(1);
  });

  it("answers the booking page's open times as JSON in the visitor's language, kept by no cache, with the site's headers", async () => {
    const ask = (query: string) => fetch(`${site.baseURL}${openWindowsEndpoint}?${query}`);
    const answer = await ask("service=servicePage-acRepair&zip=78112&locale=es");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toContain("application/json");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.headers.get("strict-transport-security")).toBeTruthy();
    const open = (await answer.json()) as OpenWindows;
    if (open.kind !== "windows") throw new Error(`no windows: ${JSON.stringify(open)}`);
    // Every day of the range, a closed one said so; each day's windows, a full one said so.
    const day = open.days.find((one) => one.windows.length > 0);
    const window = day?.windows[0];
    expect(day?.legend).toBe(windowWords(window?.key ?? "", "es")?.day);
    expect(window?.openings).toMatch(/^(quedan? \d+|Completo)$/);
    expect(open.days.filter((one) => one.status === "Cerrado").length).toBeGreaterThan(0);
    for (const query of [
      "service=servicePage-acRepair&zip=78701&locale=en",
      "service=servicePage-emergency&zip=78112&locale=en",
    ]) {
      expect(await (await ask(query)).json()).toEqual({ kind: "none" });
    }
  });

  it("gives the window picker to a keyboard and a screen reader: a group per day named by its day, each window named by its time", async () => {
    const t = dictionaries.en.booking;
    const page = await browser.newPage({ baseURL: site.baseURL });
    await pickServiceAndZip(page, "en", "AC Repair", "78112");
    // A day with its two windows open.
    const twoOpen = lastDayWithTwoOpen(await openWindowKeys(site.baseURL, "127.0.13.3"));
    await pickWindow(page, twoOpen.at(-1) ?? "");
    const radios = page.locator('input[type="radio"]:not([disabled])');
    const first = radios.first();
    const key = String(await first.getAttribute("value"));
    const words = windowWords(key, "en");
    // The day's group, by the name a screen reader announces: what a window is, and the day;
    // the window in it, by its time.
    const day = page.getByRole("group", { name: `${t.picker.windowLegend} ${words?.day}` });
    // Whatever spaces the browser puts in the name: "9:00 AM – 1:00 PM Openings: 2".
    const time = (words?.time ?? "").split(/\s+/).join("\\s");
    const radio = day.getByRole("radio", { name: new RegExp(`^${time}`) });
    expect(await radio.getAttribute("value")).toBe(key);
    expect(await radio.evaluate((el) => el.closest("label")?.textContent)).toContain(
      t.openings.other.replace("{count}", ""),
    );
    // Focused, Space picks; the arrow key moves to the next window and picks it, as radio buttons do.
    await first.focus();
    await page.keyboard.press("Space");
    expect(await first.isChecked()).toBe(true);
    await page.keyboard.press("ArrowDown");
    const second = radios.nth(1);
    expect(await second.isChecked()).toBe(true);
    expect(await second.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it("says so for a ZIP code outside the towns, and offers the phone and a request", async () => {
    const t = dictionaries.en.booking;
    const page = await browser.newPage({ baseURL: site.baseURL, javaScriptEnabled: false });
    await pickServiceAndZip(page, "en", "AC Repair", "78701");
    const main = page.locator("main");
    expect(await main.textContent()).toContain(t.outsideArea.replace("{zip}", "78701"));
    expect(await main.getByRole("radio").count()).toBe(0);
    expect(await main.locator('a[href^="tel:"]').count()).toBe(1);
    expect(await main.getByRole("link", { name: t.requestInstead }).getAttribute("href")).toBe(
      `${href("contact", "en")}#request`,
    );
  });

  it("is offered beside the request forms and in the menus, never on the emergency page", async () => {
    const page = await browser.newPage({ baseURL: site.baseURL, javaScriptEnabled: false });
    const bookingLinks = () => page.locator(`#request a[href="${href("booking", "en")}"]`).count();
    await page.goto(href("contact", "en"));
    expect(await bookingLinks()).toBeGreaterThan(0);
    // In the header: the phone's Book beside Call, and the desktop menu's link.
    const inHeader = page.locator(`header a[href="${href("booking", "en")}"]`);
    expect(await inHeader.count()).toBe(2);
    expect(await inHeader.allTextContents()).toContain(dictionaries.en.header.book);
    await page.goto(href("emergency", "en"));
    expect(await bookingLinks()).toBe(0);
  });
});

describe("managing a booked visit from the confirmation's link", () => {
  /**
   * Books an open window without JavaScript (in Spanish unless said, each step
   * given to `step` as it is shown); the confirmation's text once it arrives.
   */
  async function bookAndReadMail(
    email: string,
    which = 0,
    {
      locale = "es",
      step,
    }: { locale?: Locale; step?: (page: Page, name: string) => Promise<void> } = {},
  ) {
    const t = dictionaries[locale].booking;
    const page = await browser.newPage({
      baseURL: site.baseURL,
      javaScriptEnabled: false,
      ...(step ? { width: 390, height: 844, mobile: true } : {}),
    });
    await page.goto(href("booking", locale));
    await step?.(page, "service");
    const service = locale === "es" ? "Reparación de aire acondicionado" : "AC Repair";
    await pickServiceAndZip(page, locale, service, "78112", false);
    await step?.(page, "days");
    const key = (await openWindowKeys(site.baseURL, "127.0.13.1")).at(which) ?? "";
    await pickWindow(page, key);
    await fillDetails(page, locale, email);
    await step?.(page, "window");
    await page.getByRole("button", { name: t.bookButton }).click();
    await page.waitForLoadState();
    await step?.(page, "booked");
    const manageLine = dictionaries[locale].confirmationEmail.manageLine.split("{")[0] ?? "";
    let text = "";
    await expect
      .poll(
        async () => {
          const mine = (await mail.messages()).find((message) => message.to.includes(email));
          text = mine?.text ?? "";
          return text;
        },
        { timeout: 20_000 },
      )
      .toContain(manageLine);
    const link = new URL(/https?:\/\/\S+/.exec(text.slice(text.indexOf(manageLine)))?.[0] ?? "");
    expect(link.pathname).toBe(formResultPaths.manageVisit[locale]);
    return { page, key, link };
  }
  const mailTo = async (email: string) =>
    (await mail.messages()).filter((message) => message.to.includes(email));

  it("shows the visit, moves it to another open window and cancels it, in Spanish, each with a post", async () => {
    const t = dictionaries.es.manageVisit;
    const email = "maneja@example.com";
    const { page, key, link } = await bookAndReadMail(email);
    expect(link.pathname).toBe(formResultPaths.manageVisit.es);
    await page.goto(link.pathname + link.search);
    expect((await page.locator("h1").textContent())?.trim()).toBe(t.title);
    // The page as axe-core judges it (axe runs only where scripts do).
    const judged = await browser.newPage({ baseURL: site.baseURL });
    await judged.addInitScript(axe.source);
    await judged.goto(link.pathname + link.search);
    expect(await violations(judged)).toEqual([]);
    const words = windowWords(key, "es");
    expect(await page.locator("main dl").textContent()).toContain(`${words?.day}, ${words?.time}`);
    // Opening the link changed nothing (a mail scanner follows it too).
    expect(stored(email)?.visit).toMatchObject({ window: key, status: "booked" });

    // Its current window is not offered again; another is, its day picked first.
    expect(await page.locator(`input[value="${key}"]`).count()).toBe(0);
    const other =
      (await openWindowKeys(site.baseURL, "127.0.13.2")).find(
        (window) => window !== key && window.slice(0, 10) !== key.slice(0, 10),
      ) ?? "";
    await pickWindow(page, other);
    await page.getByRole("button", { name: t.moveButton }).click();
    await page.waitForLoadState();
    const otherWords = windowWords(other, "es");
    expect(await page.getByRole("status").textContent()).toBe(
      t.moved.replace("{day}", otherWords?.day ?? "").replace("{time}", otherWords?.time ?? ""),
    );
    expect(stored(email)?.visit).toMatchObject({ window: other, status: "moved" });
    // The page's link now lasts until the day after the new window.
    const moved = new URL(page.url());
    expect(moved.searchParams.get("until")).not.toBe(link.searchParams.get("until"));

    // Cancel asks once more; "no" keeps the visit.
    await page.getByRole("button", { name: t.cancelButton }).click();
    await page.waitForLoadState();
    expect(await page.getByRole("heading", { name: t.cancelAskTitle }).count()).toBe(1);
    expect(stored(email)?.visit).toMatchObject({ window: other, status: "moved" });
    await page.getByRole("link", { name: t.cancelNo }).click();
    await page.waitForLoadState();
    expect(stored(email)?.visit).toMatchObject({ window: other, status: "moved" });
    await page.getByRole("button", { name: t.cancelButton }).click();
    await page.waitForLoadState();
    await page.getByRole("button", { name: t.cancelYes }).click();
    await page.waitForLoadState();
    expect(await page.getByRole("status").textContent()).toBe(t.cancelled);
    expect(await page.locator("main dl").textContent()).toContain(t.statuses.cancelled);
    expect(await page.locator("main").getByRole("button").count()).toBe(0);
    expect(stored(email)?.visit).toMatchObject({ window: other, status: "cancelled" });
  });

  it.each(["en", "es"] as const)(
    "draws every step in the site's frame on a phone, titled for what it shows with the business's name, in %s",
    async (locale) => {
      const other = locale === "en" ? "es" : "en";
      const shown: Array<{ name: string; title: string; h1: string }> = [];
      const step = async (page: Page, name: string) => {
        const header = page.locator("header").first();
        expect(await header.getByRole("link", { name: businessName }).first().isVisible()).toBe(
          true,
        );
        expect(await header.locator('a[href^="tel:"]').isVisible()).toBe(true);
        expect(await page.locator("footer").getByText(businessName).count()).toBeGreaterThan(0);
        // The language switch leads to the same step in the other language.
        const switchTo = page.locator(`a[hreflang="${other}"]`).first();
        const path = new URL(page.url()).pathname;
        expect(await switchTo.getAttribute("href")).not.toBe(other === "es" ? "/es" : "/");
        expect(path).not.toBe(
          new URL((await switchTo.getAttribute("href")) ?? "", page.url()).pathname,
        );
        shown.push({
          name,
          title: await page.title(),
          h1: ((await page.locator("h1").textContent()) ?? "").trim(),
        });
        await docsPicture(page, `booking-${locale}-${name}`);
      };
      const { page, link } = await bookAndReadMail(`marco.${locale}@example.com`, 3, {
        locale,
        step,
      });
      await page.goto(link.pathname + link.search);
      await step(page, "my-visit");
      const t = dictionaries[locale];
      const titled = (words: string) => `${words} | ${businessName}`;
      expect(shown.map(({ name, title }) => [name, title])).toEqual([
        ["service", shown[0]?.title],
        ["days", titled(t.booking.timesTitle)],
        ["window", titled(t.booking.timesTitle)],
        ["booked", titled(t.booking.answer.bookedTitle)],
        ["my-visit", titled(t.manageVisit.title)],
      ]);
      // The booking page's title is the office's (its SEO fields); each step after it
      // names what its heading shows.
      expect(shown[0]?.title).toMatch(/\S/);
      for (const { title, h1 } of shown.slice(1)) expect(title).toBe(titled(h1));
    },
  );

  it("changes nothing for a link altered or expired: a clear page with the phone", async () => {
    const t = dictionaries.en.manageVisit;
    const email = "altered@example.com";
    const { page, link } = await bookAndReadMail(email);
    const before = stored(email)?.visit;
    const id = String(link.searchParams.get("visit"));
    const altered = new URLSearchParams(link.search);
    altered.set("sig", `${altered.get("sig")?.slice(0, -2)}AA`);
    await page.goto(`${formResultPaths.manageVisit.en}?${altered}`);
    expect((await page.locator("h1").textContent())?.trim()).toBe(t.invalidTitle);
    expect(await page.locator('main a[href^="tel:"]').count()).toBe(1);
    expect(await page.locator("main").getByRole("button").count()).toBe(0);

    // A link that expired yesterday, signed with the site's own key.
    const fields = manageLinkFields(secret, id, "2026-01-05T08:00-12:00");
    await page.goto(`${formResultPaths.manageVisit.en}?${manageLinkQuery(fields)}`);
    expect((await page.locator("h1").textContent())?.trim()).toBe(t.expiredTitle);

    // A post with either link, straight to the endpoint, changes nothing.
    for (const form of [Object.fromEntries(altered), { ...fields }]) {
      const response = await page.request.post(visitEndpoint, {
        form: { ...form, action: "cancel", locale: "en" },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(303);
    }
    expect(stored(email)?.visit).toEqual(before);
  });

  it("gives the office a private calendar of the visits, linked from its email of each booking", async () => {
    const { key } = await bookAndReadMail("calendario@example.com", 3);
    let link = "";
    await expect
      .poll(async () => {
        const office = (await mailTo("office@example.com")).map((m) => m.text);
        link = /don't share it\): (\S+)/.exec(office.join("\n"))?.[1] ?? "";
        return link;
      })
      .toMatch(/\/api\/visits\/calendar\?key=/);
    const feed = await fetch(new URL(new URL(link).pathname + new URL(link).search, site.baseURL));
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toContain("text/calendar");
    expect(feed.headers.get("cache-control")).toContain("no-store");
    const calendar = await feed.text();
    const window = parseWindowKey(key);
    const start = new Date(officeInstant(window?.day ?? "", window?.start ?? ""));
    expect(calendar).toContain(`DTSTART:${start.toISOString().replace(/[-:]|\.\d{3}/g, "")}`);
    expect(calendar).toContain("SUMMARY:AC Repair: Rosa Garza (Elmendorf)");
    const wrong = await fetch(new URL("/api/visits/calendar?key=not-the-key", site.baseURL));
    expect(wrong.status).toBe(404);
    expect(await wrong.text()).not.toContain("Rosa");
  });

  it("asks a customer for one review, in their language, when the office marks the request a customer", async () => {
    const t = dictionaries.es.reviewRequest;
    const email = "resena@example.com";
    const { link } = await bookAndReadMail(email, 4);
    const reference = leadReference(String(link.searchParams.get("visit")));
    expect(await officeCommand("leads", site.file, "--customer", reference)).toContain("customer");
    await expect
      .poll(async () => (await mailTo(email)).map((m) => m.subject), { timeout: 20_000 })
      .toContain(t.subject.replace("{business}", businessName));
    const review = (await mailTo(email)).find((m) => m.subject.startsWith("¿Cómo"));
    expect(review?.text).toContain(`${t.ask}\n${(await businessFacts()).reviewLink}`);
    // Once: marked again, nothing more goes out.
    await officeCommand("leads", site.file, "--customer", reference);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect((await mailTo(email)).filter((m) => m.subject.startsWith("¿Cómo"))).toHaveLength(1);
  });

  it("shows the office the booking's steps in Results: open times shown, sent with a time, booked", async () => {
    const booked = site.leads().filter((lead) => lead.visit && lead.visit.status !== "wanted");
    const sent = site.leads().filter((lead) => lead.visit).length;
    // The counts reach the store a few seconds after the first.
    let line = "";
    await expect
      .poll(
        async () => {
          line = /Online booking: .*/.exec(await officeCommand("results", site.file))?.[0] ?? "";
          return Number(/shown (\d+) times?/.exec(line)?.[1] ?? 0);
        },
        { timeout: 20_000 },
      )
      // Once per address in half an hour (booking-guard.test.ts): every booking here is this machine's.
      .toBeGreaterThanOrEqual(1);
    expect(line).toContain(`, ${sent} sent with a time, ${booked.length} booked.`);
  });

  // Last of the file: it moves the server's clock on.
  it("reminds the visitor the day before, in their language, and not of a visit cancelled", async () => {
    const t = dictionaries.es.visitReminder;
    const kept = await bookAndReadMail("recordar@example.com", -1);
    const cancelled = await bookAndReadMail("cancelada@example.com", -2);
    await cancelled.page.goto(cancelled.link.pathname + cancelled.link.search);
    await cancelled.page
      .getByRole("button", { name: dictionaries.es.manageVisit.cancelButton })
      .click();
    await cancelled.page.waitForLoadState();
    await cancelled.page
      .getByRole("button", { name: dictionaries.es.manageVisit.cancelYes })
      .click();
    await cancelled.page.waitForLoadState();
    // Planned with the booking, and waiting for the visit's eve.
    const step = (email: string) => stored(email)?.steps.reminder;
    expect(step("recordar@example.com")).toMatchObject({
      status: "pending",
      dueAt: new Date(reminderDue(kept.key) ?? 0).toISOString(),
    });

    await clock.set(Math.max(reminderDue(kept.key) ?? 0, reminderDue(cancelled.key) ?? 0) + 60_000);
    await expect
      .poll(async () => (await mailTo("recordar@example.com")).map((m) => m.subject), {
        timeout: 20_000,
      })
      .toContainEqual(expect.stringContaining(t.subject.split("(")[0] ?? ""));
    const reminder = (await mailTo("recordar@example.com")).find((m) =>
      m.subject.startsWith(t.subject.split("(")[0] ?? ""),
    );
    const words = windowWords(kept.key, "es");
    expect(reminder?.text).toContain(
      `que su visita es mañana, ${words?.day}. El técnico está programado para llegar entre ${words?.start} y ${words?.end}.`,
    );
    expect(reminder?.text).toContain(kept.link.pathname);
    await expect.poll(() => step("cancelada@example.com")?.status).toBe("skipped");
    // The confirmation, then the notice of the cancellation: no reminder.
    expect((await mailTo("cancelada@example.com")).map((m) => m.subject)).toEqual([
      expect.stringContaining("R-"),
      expect.stringContaining(dictionaries.es.visitNotice.cancelledSubject.split("(")[0] ?? ""),
    ]);
  });
});
