import { type Locale, leadStampEndpoint } from "@hvac/routing";
import { serveWithLeadStore } from "@hvac/test-fixtures/harness/lead-requests";
import { officeMailServer } from "@hvac/test-fixtures/harness/office-mail";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dictionaries } from "@/i18n/dictionary";
import { leadMetaFields, servedFormMark } from "@/leads/lead-fields";
import { cookieBlockingBrowser } from "./support/browser";
import { formWords } from "./support/content";
import { servicePage, starterRoutes } from "./support/starter-routes";
import { sharedBrowser } from "./support/visit";

/**
 * Real people whose requests used to be lost, on the site as it ships (3 s
 * minimum fill time), with the office's mail: every valid request is stored
 * and thanked; what looks automated is kept apart and not mailed.
 */

const browser = sharedBrowser();
const office = officeMailServer();
const forms = { en: await formWords("en"), es: await formWords("es") };
let site: Awaited<ReturnType<typeof serveWithLeadStore>>;

let officeMail: Record<string, string>;

beforeAll(async () => {
  const port = await office.listen();
  officeMail = { SMTP_HOST: "127.0.0.1", SMTP_PORT: String(port), SMTP_TO: "office@example.com" };
  site = await serveWithLeadStore(officeMail);
});
afterAll(async () => {
  await site.stop();
  await office.close();
});

const person = (email: string) => ({
  firstName: "María",
  lastName: "Gutiérrez",
  phone: "(210) 555-0142",
  email,
  address: "412 Oak Hollow",
  city: "Floresville",
  zip: "78114",
});

async function fillIn(page: Page, locale: Locale, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const label = dictionaries[locale].leadForm.fields[name as "zip"];
    await page.getByLabel(label, { exact: true }).fill(value);
  }
}

const submit = (page: Page, locale: Locale) =>
  page.getByRole("button", { name: forms[locale].acRepair.submitLabel, exact: true }).click();

const toast = (page: Page) => page.locator("[data-sonner-toast]").last();
const lead = (email: string) => site.leads().find((row) => row.email === email);
const mailedTo = (email: string) => office.received.some((mail) => mail.includes(email));

/** Opens the AC repair page, hydrated, waiting for the stamp the form asks for when touched. */
async function openForm(page: Page, locale: Locale) {
  await page.goto(starterRoutes.pathFor(servicePage("acRepair"), locale));
  await page.waitForFunction(() =>
    Object.keys(document.querySelector("form") ?? {}).some((k) => k.startsWith("__react")),
  );
}

describe("a visitor whose browser blocks cookies", () => {
  it("sends a request with the form: stored as a lead, thanked, and the office mailed", async () => {
    const context = await cookieBlockingBrowser({ baseURL: site.baseURL });
    try {
      const page = await context.newPage();
      await openForm(page, "es");
      // Blocked for real: the page can neither set a cookie nor use its storage.
      expect(
        await page.evaluate(() => {
          // biome-ignore lint/suspicious/noDocumentCookie: the probe is the way a page finds cookies blocked.
          document.cookie = "probe=1";
          return document.cookie;
        }),
      ).toBe("");
      expect(
        await page.evaluate(() => {
          try {
            return typeof localStorage.length;
          } catch {
            return "blocked";
          }
        }),
      ).toBe("blocked");
      const stamp = page.waitForResponse((r) => r.url().endsWith(leadStampEndpoint));
      await fillIn(page, "es", person("maria.cookies@example.com"));
      expect((await stamp).status()).toBe(200);
      // A person takes a few seconds; this one takes the minimum.
      await page.waitForTimeout(3200);
      await submit(page, "es");
      await expect.poll(() => toast(page).textContent()).toContain("¡Solicitud recibida!");
      expect(lead("maria.cookies@example.com")).toMatchObject({ spam_reason: null, locale: "es" });
      await expect
        .poll(() => mailedTo("maria.cookies@example.com"), { timeout: 15_000 })
        .toBe(true);
    } finally {
      await context.dispose();
    }
  });

  it("with JavaScript off too: stored as a lead, lands on the confirmation, the office mailed", async () => {
    const context = await cookieBlockingBrowser({
      baseURL: site.baseURL,
      javaScriptEnabled: false,
    });
    try {
      const page = await context.newPage();
      await page.goto(starterRoutes.pathFor(servicePage("acRepair"), "en"));
      await fillIn(page, "en", person("maria.nojs@example.com"));
      await submit(page, "en");
      await page.waitForURL(/request-received/);
      expect((await page.locator("h1").textContent())?.trim()).toBe("Request Received!");
      expect(lead("maria.nojs@example.com")).toMatchObject({ spam_reason: null, locale: "en" });
      await expect.poll(() => mailedTo("maria.nojs@example.com"), { timeout: 15_000 }).toBe(true);
    } finally {
      await context.dispose();
    }
  });
});

describe("a request that looks automated", () => {
  it("sent 1 second after the page loaded (autofill): thanked, stored as suspected spam, not mailed", async () => {
    // A site asking 10 s of filling: autofill's moment stays well inside it
    // however busy the machine (at 3 s, a loaded run once took longer to send).
    const tenSeconds = await serveWithLeadStore({ ...officeMail, LEADS_MIN_FILL_SECONDS: "10" });
    try {
      const page = await browser.newPage({ baseURL: tenSeconds.baseURL });
      await openForm(page, "en");
      const stamp = page.waitForResponse((r) => r.url().endsWith(leadStampEndpoint));
      const [first, ...rest] = Object.entries(person("maria.autofill@example.com"));
      // The first field touched asks for the form's stamp; autofill then writes the
      // rest at once, and the visitor sends.
      await fillIn(page, "en", Object.fromEntries(first ? [first] : []));
      await stamp;
      // The form holds its stamp once the page has read the answer (a loaded machine is slower).
      await expect
        .poll(() => page.locator(`form [name="${leadMetaFields.started}"]`).inputValue())
        .not.toBe(servedFormMark);
      await page.evaluate((fields) => {
        for (const [name, value] of fields) {
          const input = document.querySelector<HTMLInputElement>(`form [name="${name}"]`);
          if (!input) throw new Error(`no field ${name}`);
          input.value = value;
        }
      }, rest);
      await submit(page, "en");
      await expect.poll(() => toast(page).textContent()).toContain("Request Received!");
      expect(
        tenSeconds.leads().find((row) => row.email === "maria.autofill@example.com"),
      ).toMatchObject({ spam_reason: "tooFast", steps: {} });
    } finally {
      await tenSeconds.stop();
    }
  });

  it("the honeypot filled: thanked like anyone, stored as suspected spam, not mailed", async () => {
    const page = await browser.newPage({ baseURL: site.baseURL });
    await openForm(page, "en");
    await fillIn(page, "en", person("robot@example.com"));
    await page.locator('input[name="website"]').evaluate((input: HTMLInputElement) => {
      input.value = "https://cheap-pills.example";
    });
    await page.waitForTimeout(3200);
    await submit(page, "en");
    await expect.poll(() => toast(page).textContent()).toContain("Request Received!");
    expect(lead("robot@example.com")).toMatchObject({
      spam_reason: "honeypot",
      steps: {},
    });
    // The office is mailed for the people above, never for these two.
    expect(mailedTo("robot@example.com") || mailedTo("maria.autofill@example.com")).toBe(false);
  });
});
