import { href, type Locale, locales } from "@hvac/routing";
import type { Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { dictionaries } from "@/i18n/dictionary";
import { pickServiceAndZip } from "./support/booking-steps";
import { starterRoutes } from "./support/starter-routes";
import { sharedBrowser } from "./support/visit";

/**
 * Issue 59 on a phone (390 x 844): booking is offered on the first screen of
 * every kind of page, beside Call and without pushing it off; and booking
 * itself, with the day picked, reaches Book within two screens of scrolling.
 */

const browser = sharedBrowser();
const phone = { width: 390, height: 844, mobile: true };

/** One page of each kind in a language: the home page, a service, a town, a group, the fixed pages. */
const onePerKind = (locale: Locale) => {
  const seen = new Set<string>();
  return starterRoutes
    .allPages()
    .filter(({ page, locale: its }) => {
      if (its !== locale || seen.has(page.id)) return false;
      seen.add(page.id);
      return true;
    })
    .map(({ path }) => path);
};

/** Where an element is on the screen as first shown: its box, visible or not. */
async function shownBox(element: Locator) {
  return { visible: await element.isVisible(), box: await element.boundingBox() };
}

describe("the phone's first screen", () => {
  for (const locale of locales) {
    it(`offers Book beside Call on every kind of page, in ${locale}`, async () => {
      const page = await browser.newPage(phone);
      const paths = onePerKind(locale);
      expect(paths.length).toBeGreaterThan(8);
      for (const path of paths) {
        await page.goto(path);
        const header = page.locator("header").first();
        const bookLink = header.getByRole("link", {
          name: dictionaries[locale].header.book,
          exact: true,
        });
        expect(await bookLink.getAttribute("href")).toBe(href("booking", locale));
        const book = await shownBox(bookLink);
        const call = await shownBox(header.locator('a[href^="tel:"]'));
        for (const [name, { visible, box }] of Object.entries({ book, call })) {
          expect(visible, `${name} on ${path}`).toBe(true);
          // Whole on the first screen, as large as a thumb needs.
          expect(box?.y, `${name} on ${path}`).toBeGreaterThanOrEqual(0);
          expect((box?.y ?? 0) + (box?.height ?? 0), `${name} on ${path}`).toBeLessThanOrEqual(
            phone.height,
          );
          expect(box?.height, `${name} on ${path}`).toBeGreaterThanOrEqual(44);
          expect((box?.x ?? 0) + (box?.width ?? 0), `${name} on ${path}`).toBeLessThanOrEqual(
            phone.width,
          );
        }
        // One row: the name, Book, Call and the menu side by side, in Spanish too.
        expect((await header.boundingBox())?.height, path).toBeLessThanOrEqual(80);
      }
    });
  }
});

describe("booking on a phone", () => {
  for (const javaScriptEnabled of [true, false]) {
    for (const [locale, service] of [
      ["en", "AC Repair"],
      ["es", "Reparación de aire acondicionado"],
    ] as const) {
      it(`reaches Book within two screens of scrolling once a day is picked, in ${locale}${javaScriptEnabled ? "" : " without JavaScript"}`, async () => {
        const page = await browser.newPage({ ...phone, javaScriptEnabled });
        await page.goto(href("booking", locale));
        // The first step's button on the first screen.
        const showTimes = page.getByRole("button", {
          name: dictionaries[locale].booking.showTimes,
          exact: true,
        });
        const first = await showTimes.boundingBox();
        expect((first?.y ?? 0) + (first?.height ?? 0)).toBeLessThanOrEqual(phone.height);
        await pickServiceAndZip(page, locale, service, "78112", false);
        // The first open day, picked as a visitor taps it.
        await page.locator('nav a[href*="day="]').first().click();
        await page.waitForLoadState();
        expect(await page.getByRole("radio").count()).toBeGreaterThan(0);
        const book = page.getByRole("button", {
          name: dictionaries[locale].booking.bookButton,
          exact: true,
        });
        const { bottom } = await book.evaluate((button) => {
          const box = button.getBoundingClientRect();
          return { bottom: box.bottom + window.scrollY };
        });
        const screens = (bottom - phone.height) / phone.height;
        console.info(
          `Book on a phone, ${locale}${javaScriptEnabled ? "" : ", no JavaScript"}: ${Math.max(0, screens).toFixed(2)} screens of scrolling`,
        );
        expect(screens).toBeLessThanOrEqual(2);
      });
    }
  }
});
