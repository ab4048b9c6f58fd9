import { href, type Locale, openWindowsEndpoint } from "@hvac/routing";
import { send } from "@hvac/test-fixtures/harness/lead-requests";
import type { Page } from "playwright-core";
import type { OpenWindows } from "@/booking/worded-windows";
import { dictionaries } from "@/i18n/dictionary";

/** A visitor's answers in the booking form, the same visitor but for the email. */
const bookingAnswers = (email: string) => ({
  firstName: "Rosa",
  lastName: "Garza",
  phone: "210-555-0142",
  email,
  address: "402 Main St",
  city: "Elmendorf",
});

/** The booking's first step as a visitor takes it: the service by its name, the ZIP code; then the open times. */
export async function pickServiceAndZip(
  page: Page,
  locale: Locale,
  service: string,
  zip: string,
  open = true,
) {
  const t = dictionaries[locale].booking;
  if (open) await page.goto(href("booking", locale));
  await page.getByLabel(t.service, { exact: true }).selectOption({ label: service });
  await page.getByLabel(t.zip, { exact: true }).fill(zip);
  await page.getByRole("button", { name: t.showTimes, exact: true }).click();
  await page.waitForLoadState();
}

/** The visitor's answers, typed into the form by their labels. */
export async function fillDetails(page: Page, locale: Locale, email: string) {
  const fields = dictionaries[locale].leadForm.fields;
  for (const [name, value] of Object.entries(bookingAnswers(email))) {
    await page.getByLabel(fields[name as keyof typeof fields], { exact: true }).fill(value);
  }
}

/** The open windows' keys for AC repair at a ZIP code (full ones left out), as the booking page asks a site for them. */
export async function openWindowKeys(
  baseURL: string,
  localAddress: string,
  zip = "78112",
): Promise<string[]> {
  const reply = await send(
    `${baseURL}${openWindowsEndpoint}?service=servicePage-acRepair&zip=${zip}&locale=en`,
    { localAddress },
  );
  const open = JSON.parse(reply.body) as OpenWindows;
  return open.kind === "windows"
    ? open.days.flatMap((day) => day.windows.filter((w) => !w.full).map((w) => w.key))
    : [];
}

/**
 * The open windows of the last day that has two or more open, in order: the
 * range's last day when no one has booked it, but not on a Sunday, when the
 * range ends on a Saturday, which has one window.
 */
export function lastDayWithTwoOpen(open: readonly string[]): string[] {
  const dayOf = (key: string) => key.slice(0, 10);
  const days = [...new Set(open.map(dayOf))].reverse();
  const day = days.find((one) => open.filter((key) => dayOf(key) === one).length > 1);
  return open.filter((key) => dayOf(key) === day);
}

/** Past the three seconds a person needs to fill a form after its start stamp. */
export const waitAsAPerson = () => new Promise((resolve) => setTimeout(resolve, 3100));

/**
 * Picks the window `key` as a visitor does: its day first (the day's button,
 * a link without JavaScript, the step in place with it), then the window.
 */
export async function pickWindow(page: Page, key: string) {
  const radio = page.locator(`input[type="radio"][value="${key}"]`);
  if ((await radio.count()) === 0) {
    await page.locator(`nav a[href*="day=${key.slice(0, 10)}"]`).click();
    await page.waitForLoadState();
  }
  await radio.check();
}
