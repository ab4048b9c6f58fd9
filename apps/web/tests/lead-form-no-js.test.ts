import { formResultPaths, type Locale, type PageRef } from "@hvac/routing";
import { serveWithLeadStore } from "@hvac/test-fixtures/harness/lead-requests";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dictionaries } from "@/i18n/dictionary";
import { type FormCopy, formWords } from "./support/content";
import { servicePage, starterRoutes } from "./support/starter-routes";
import { sharedBrowser } from "./support/visit";

const browser = sharedBrowser();
const forms = { en: await formWords("en"), es: await formWords("es") };

let site: Awaited<ReturnType<typeof serveWithLeadStore>>;
beforeAll(async () => {
  site = await serveWithLeadStore({ LEADS_MIN_FILL_SECONDS: "0" });
});
afterAll(() => site.stop());

const answers = {
  firstName: "José",
  lastName: "García",
  phone: "210-555-0199",
  email: "jose@example.com",
  address: "12 Calle Real",
  city: "San Antonio",
  zip: "78201",
};

async function sendWithoutJavaScript(
  locale: Locale,
  values: Record<string, string>,
  on: { page: PageRef; form: FormCopy } = {
    page: servicePage("acRepair"),
    form: forms[locale].acRepair,
  },
) {
  const page: Page = await browser.newPage({ baseURL: site.baseURL, javaScriptEnabled: false });
  await page.goto(starterRoutes.pathFor(on.page, locale));
  for (const [name, value] of Object.entries(values)) {
    await page
      .getByLabel(dictionaries[locale].leadForm.fields[name as "zip"], { exact: true })
      .fill(value);
  }
  const response = page.waitForResponse((r) => r.request().method() === "POST");
  await page.getByRole("button", { name: on.form.submitLabel, exact: true }).click();
  expect((await response).status()).toBe(303);
  await page.waitForLoadState();
  return page;
}

describe("the request form without JavaScript", () => {
  it.each([
    ["en", "Request Received!"],
    ["es", "¡Solicitud recibida!"],
  ] as const)(
    "in %s posts, lands on a confirmation saying %s, and stores the lead",
    async (locale, title) => {
      const before = site.leads().length;
      const page = await sendWithoutJavaScript(locale, answers);
      const url = new URL(page.url());
      expect(url.pathname).toBe(formResultPaths.received[locale]);
      expect(await page.getAttribute("html", "lang")).toBe(locale);
      expect((await page.locator("h1").textContent())?.trim()).toBe(title);
      expect(await page.locator("main").textContent()).toContain(
        forms[locale].acRepair.successMessage,
      );
      const back = page.locator("main a");
      expect(await back.getAttribute("href")).toBe(
        starterRoutes.pathFor(servicePage("acRepair"), locale),
      );
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain(
        "noindex",
      );

      const leads = site.leads();
      expect(leads).toHaveLength(before + 1);
      expect(leads.at(-1)).toMatchObject({
        first_name: "José",
        last_name: "García",
        state: "TX",
        locale,
        page: "service:servicePage-acRepair",
      });
    },
  );

  it.each([
    ["en", "Message Sent!"],
    ["es", "¡Mensaje enviado!"],
  ] as const)(
    "in %s the contact form lands on %s with the page's message",
    async (locale, title) => {
      const page = await sendWithoutJavaScript(locale, answers, {
        page: { id: "contact" },
        form: forms[locale].contact,
      });
      expect(new URL(page.url()).pathname).toBe(formResultPaths.received[locale]);
      expect((await page.locator("h1").textContent())?.trim()).toBe(title);
      expect(await page.locator("main").textContent()).toContain(
        forms[locale].contact.successMessage,
      );
      expect(site.leads().at(-1)).toMatchObject({ page: "contact", variant: "contact" });
    },
  );

  it("explains a refused answer on a page in the visitor's language, and stores nothing", async () => {
    const before = site.leads().length;
    const page = await sendWithoutJavaScript("es", { ...answers, email: "jose@example" });
    expect(new URL(page.url()).pathname).toBe(formResultPaths.notSent.es);
    expect((await page.locator("h1").textContent())?.trim()).toBe("No pudimos enviar su solicitud");
    expect(await page.locator("main li").allTextContents()).toEqual([
      "Correo electrónico: Escriba un correo electrónico como nombre@ejemplo.com.",
    ]);
    expect(site.leads()).toHaveLength(before);

    // The Back button returns to the form with every answer still in it.
    await page.goBack();
    expect(await page.getByLabel("Nombre", { exact: true }).inputValue()).toBe("José");
    expect(await page.getByLabel("Correo electrónico", { exact: true }).inputValue()).toBe(
      "jose@example",
    );
  });
});
