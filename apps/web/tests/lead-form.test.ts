import { phoneNumber } from "@hvac/content";
import { countEndpoint, type Locale, type PageRef } from "@hvac/routing";
import { serveWithLeadStore } from "@hvac/test-fixtures/harness/lead-requests";
import { sampleAnswers } from "@hvac/test-fixtures/sample-lead";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dictionaries } from "@/i18n/dictionary";
import { businessFacts, formWords } from "./support/content";
import { textContrast } from "./support/contrast";
import { servicePage, starterRoutes } from "./support/starter-routes";
import { sharedBrowser } from "./support/visit";

const browser = sharedBrowser();
const facts = await businessFacts();
const forms = { en: await formWords("en"), es: await formWords("es") };

let site: Awaited<ReturnType<typeof serveWithLeadStore>>;
beforeAll(async () => {
  // The fill time and rate limit have their own tests (lead-endpoint.test.ts).
  site = await serveWithLeadStore({ LEADS_MIN_FILL_SECONDS: "0", LEADS_RATE_LIMIT_MAX: "1000" });
});
afterAll(() => site.stop());

// What a visitor types; state and service keep the form's own starting values.
const { state: _state, service: _service, ...typed } = sampleAnswers;
const answers = { ...typed, message: "The AC blows warm air." };

async function openForm(
  locale: Locale,
  options: {
    baseURL?: string;
    page?: PageRef;
    /** The browser's own language, e.g. "en-US" (its built-in messages speak it). */
    browserLocale?: string;
    /** A clock the test can run forward (past a toast's life). */
    clock?: boolean;
  } = {},
) {
  const page = await browser.newPage({
    baseURL: options.baseURL ?? site.baseURL,
    ...(options.browserLocale ? { locale: options.browserLocale } : {}),
  });
  if (options.clock) await page.clock.install();
  await page.goto(starterRoutes.pathFor(options.page ?? servicePage("acRepair"), locale));
  // Hydrated: React has attached the submit handler.
  await page.waitForFunction(() =>
    Object.keys(document.querySelector("form") ?? {}).some((k) => k.startsWith("__react")),
  );
  return page;
}

const labels = (locale: Locale) => dictionaries[locale].leadForm.fields;
const field = (page: Page, locale: Locale, name: keyof ReturnType<typeof labels>) =>
  page.getByLabel(labels(locale)[name], { exact: true });

async function fillIn(page: Page, locale: Locale, values: Partial<typeof answers>) {
  for (const [name, value] of Object.entries(values)) {
    await field(page, locale, name as keyof typeof answers).fill(value);
  }
}

const submit = (page: Page, locale: Locale, form = forms[locale].acRepair) =>
  page.getByRole("button", { name: form.submitLabel, exact: true }).click();

const toast = (page: Page) => page.locator("[data-sonner-toast]").last();
/** The result message the form keeps beside itself: role=status, or alert for a failure. */
const result = (page: Page, role: "status" | "alert") => page.locator("#request").getByRole(role);
const submitButton = (page: Page, locale: Locale, form = forms[locale].acRepair) =>
  page.getByRole("button", { name: form.submitLabel, exact: true });
const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);
/** A toast lives 10 s (15 s for an error): the clock runs past that. */
const outliveToasts = async (page: Page) => {
  await page.clock.runFor(20_000);
  await expect.poll(() => page.locator("[data-sonner-toast]").count()).toBe(0);
};

describe("the request form with JavaScript", () => {
  it.each([
    ["en", "Request Received!", "AC Repair"],
    ["es", "¡Solicitud recibida!", "Reparación de aire acondicionado"],
  ] as const)(
    "in %s: sends, says %s with the page's promise, resets every field, stores the lead",
    async (locale, title, service) => {
      const before = site.leads().length;
      const page = await openForm(locale, { clock: true });
      expect(await field(page, locale, "state").inputValue()).toBe("TX");
      expect(await field(page, locale, "service").inputValue()).toBe(service);
      await fillIn(page, locale, answers);
      await field(page, locale, "state").fill("tx");
      await field(page, locale, "service").fill("AC not cooling");
      await submit(page, locale);

      await expect.poll(() => toast(page).textContent()).toContain(title);
      expect(await toast(page).textContent()).toContain(forms[locale].acRepair.successMessage);
      // Readable: the toast's title and words at 4.5:1 at least.
      expect(await textContrast(toast(page).locator("[data-title]"))).toBeGreaterThanOrEqual(4.5);
      expect(await textContrast(toast(page).locator("[data-description]"))).toBeGreaterThanOrEqual(
        4.5,
      );
      // Focus stays on the button the visitor pressed (it is never disabled under them).
      expect(await isFocused(submitButton(page, locale))).toBe(true);
      // The answer stays by the form once the toast is gone.
      await outliveToasts(page);
      expect(await result(page, "status").textContent()).toBe(
        `${title} ${forms[locale].acRepair.successMessage}`,
      );
      for (const name of Object.keys(answers) as Array<keyof typeof answers>) {
        expect(await field(page, locale, name).inputValue()).toBe("");
      }
      expect(await field(page, locale, "state").inputValue()).toBe("TX");
      expect(await field(page, locale, "service").inputValue()).toBe(service);

      const leads = site.leads();
      expect(leads).toHaveLength(before + 1);
      expect(leads.at(-1)).toMatchObject({
        first_name: "Ana",
        last_name: "Nguyễn",
        state: "TX",
        service: "AC not cooling",
        message: "The AC blows warm air.",
        locale,
        page: "service:servicePage-acRepair",
        variant: "request",
      });
    },
  );

  it.each([
    ["en", "AC Repair"],
    ["es", "Reparación de aire acondicionado"],
  ] as const)(
    "in %s the contact page's message form thanks with its own message alone",
    async (locale, service) => {
      const before = site.leads().length;
      const page = await openForm(locale, { page: { id: "contact" } });
      await fillIn(page, locale, answers);
      await submit(page, locale, forms[locale].contact);
      const message = forms[locale].contact.successMessage;
      await expect.poll(() => toast(page).textContent()).toBe(message);
      expect(await field(page, locale, "firstName").inputValue()).toBe("");
      expect(await field(page, locale, "service").inputValue()).toBe(service);
      expect(site.leads()).toHaveLength(before + 1);
      expect(site.leads().at(-1)).toMatchObject({ page: "contact", variant: "contact", locale });
    },
  );

  it("checks natively first: an incomplete form sends nothing", async () => {
    const page = await openForm("en");
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && !request.url().endsWith(countEndpoint)) {
        posts.push(request.url());
      }
    });
    await fillIn(page, "en", { ...answers, zip: "" });
    await submit(page, "en");
    expect(
      await field(page, "en", "zip").evaluate((el: HTMLInputElement) => el.validity.valueMissing),
    ).toBe(true);
    await fillIn(page, "en", { zip: "7811" });
    await submit(page, "en");
    expect(
      await field(page, "en", "zip").evaluate(
        (el: HTMLInputElement) => el.validity.patternMismatch,
      ),
    ).toBe(true);
    expect(posts).toEqual([]);
  });

  it.each([
    ["es", "en-US"],
    ["en", "es-MX"],
  ] as const)(
    "a %s page in a browser set to %s checks in the page's language, with hints for phone and ZIP",
    async (locale, browserLocale) => {
      const page = await openForm(locale, { browserLocale });
      const words = dictionaries[locale].leadForm;
      const message = (name: "firstName" | "phone" | "zip") =>
        field(page, locale, name).evaluate((el: HTMLInputElement) => el.validationMessage);
      await submit(page, locale);
      expect(await message("firstName")).toBe(words.errors.required);
      await fillIn(page, locale, { ...answers, phone: "123", zip: "78" });
      await submit(page, locale);
      expect(await message("phone")).toBe(words.errors.format.phone);
      expect(await message("zip")).toBe(words.errors.format.zip);
      // The format is said before any mistake, under the field and to a screen reader.
      for (const name of ["phone", "zip"] as const) {
        const hint = words.hints[name];
        expect(await page.getByText(hint, { exact: true }).isVisible()).toBe(true);
        const ids = (await field(page, locale, name).getAttribute("aria-describedby")) ?? "";
        const described = await Promise.all(
          ids.split(" ").map((id) => page.locator(`[id="${id}"]`).textContent()),
        );
        expect(described).toContain(hint);
      }
      // Typing again clears the message: corrected answers pass.
      await fillIn(page, locale, { phone: answers.phone, zip: answers.zip });
      expect(await message("phone")).toBe("");
      expect(await page.locator("form").evaluate((f: HTMLFormElement) => f.checkValidity())).toBe(
        true,
      );
    },
  );

  it("shows the server's refusal next to the field, in Spanish, and stores nothing", async () => {
    const before = site.leads().length;
    const page = await openForm("es");
    // The browser's email check accepts "ana@example"; the server wants a real address.
    await fillIn(page, "es", { ...answers, email: "ana@example" });
    await submit(page, "es");
    const email = field(page, "es", "email");
    await expect.poll(() => email.getAttribute("aria-invalid")).toBe("true");
    const describedBy = await email.getAttribute("aria-describedby");
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(
      "Escriba un correo electrónico como nombre@ejemplo.com.",
    );
    expect(await email.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(site.leads()).toHaveLength(before);

    await email.fill("ana@example.com");
    expect(await email.getAttribute("aria-invalid")).toBeNull();
    await submit(page, "es");
    await expect.poll(() => toast(page).textContent()).toContain("¡Solicitud recibida!");
    expect(site.leads()).toHaveLength(before + 1);
  });

  it("labels every field, fills from the browser's address book, and keeps targets at least 24 px", async () => {
    const page = await openForm("en");
    // The address book's own entries (HTML's autofill names); the problem and the
    // service are nobody's contact details: nothing is offered there.
    const autofill: Record<keyof ReturnType<typeof labels>, string> = {
      firstName: "given-name",
      lastName: "family-name",
      phone: "tel",
      email: "email",
      address: "address-line1",
      city: "address-level2",
      state: "address-level1",
      zip: "postal-code",
      service: "off",
      message: "off",
    };
    const names = [...Object.keys(answers), "state", "service"] as Array<keyof typeof autofill>;
    expect(names.sort()).toEqual(Object.keys(autofill).sort());
    for (const name of names) {
      const input = field(page, "en", name);
      expect(await input.count(), name).toBe(1);
      expect(await input.getAttribute("autocomplete"), name).toBe(autofill[name]);
      const box = await input.boundingBox();
      expect(box?.height, name).toBeGreaterThanOrEqual(24);
    }
    expect(await field(page, "en", "phone").getAttribute("type")).toBe("tel");
    expect(await field(page, "en", "email").getAttribute("type")).toBe("email");
    expect(await field(page, "en", "message").getAttribute("rows")).toBe("4");
    expect(await field(page, "en", "state").getAttribute("placeholder")).toBe("TX");
    expect(await field(page, "en", "zip").getAttribute("placeholder")).toBe("78201");
    expect(await textContrast(field(page, "en", "zip"), "::placeholder")).toBeGreaterThanOrEqual(
      4.5,
    );
    const button = page.getByRole("button", { name: forms.en.acRepair.submitLabel, exact: true });
    expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(24);
  });

  it("hides the honeypot from people and from assistive technology", async () => {
    const page = await openForm("en");
    const honeypot = page.locator('input[name="website"]');
    expect(await honeypot.count()).toBe(1);
    expect(await honeypot.isVisible()).toBe(false);
    const tree = await page.locator("form").ariaSnapshot();
    expect(tree).not.toContain(dictionaries.en.leadForm.honeypot);
    expect(
      await page.getByRole("textbox", { name: dictionaries.en.leadForm.honeypot }).count(),
    ).toBe(0);
  });
});

describe("when the lead cannot be stored", () => {
  let broken: Awaited<ReturnType<typeof serveWithLeadStore>>;
  beforeAll(async () => {
    // A store path under a file: the database can never be opened.
    broken = await serveWithLeadStore({
      LEADS_DB_FILE: "/dev/null/leads.sqlite",
      LEADS_MIN_FILL_SECONDS: "0",
    });
  });
  afterAll(() => broken.stop());

  it.each(["en", "es"] as const)(
    "in %s the visitor sees an error with the phone number as a link, and keeps every answer",
    async (locale) => {
      const page = await openForm(locale, { baseURL: broken.baseURL, clock: true });
      await fillIn(page, locale, answers);
      await submit(page, locale);
      const { errorTitle, callUs } = dictionaries[locale].leadForm;
      await expect.poll(() => toast(page).textContent()).toContain(errorTitle);
      const phone = phoneNumber(facts.phone ?? "");
      const call = toast(page).getByRole("link", { name: `${callUs} ${phone.display}` });
      expect(await call.getAttribute("href")).toBe(phone.href);
      expect(await textContrast(toast(page))).toBeGreaterThanOrEqual(4.5);
      // Focus stays on the button; the failure stays by the form, the number a link,
      // the next Tab stop, after the toast is gone.
      expect(await isFocused(submitButton(page, locale))).toBe(true);
      await outliveToasts(page);
      const alert = result(page, "alert");
      expect(await alert.textContent()).toContain(errorTitle);
      const callLink = alert.getByRole("link", { name: `${callUs} ${phone.display}` });
      expect(await callLink.getAttribute("href")).toBe(phone.href);
      await page.keyboard.press("Tab");
      expect(await isFocused(callLink)).toBe(true);
      for (const [name, value] of Object.entries(answers)) {
        expect(await field(page, locale, name as keyof typeof answers).inputValue()).toBe(value);
      }
    },
  );
});
