import { phoneNumber } from "@hvac/content";
import { formResultPaths, href, type Locale } from "@hvac/routing";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { dictionaries } from "@/i18n/dictionary";
import { businessFacts } from "./support/content";
import { focusRing } from "./support/contrast";
import { sharedBrowser } from "./support/visit";

/**
 * What a visitor who uses a keyboard, a screen reader, zoom, text spacing or
 * high contrast meets beyond what axe checks (issue 32): rings that show on
 * every background, call links that say they dial, a header that holds under
 * text spacing, buttons in forced colours, a call bar that never covers the
 * field being typed in. The request form's own checks are in lead-form.test.ts.
 */

const browser = sharedBrowser();
const facts = await businessFacts();
const phone = phoneNumber(facts.phone ?? "");
const locales = ["en", "es"] as const;
const acRepair = {
  en: "/air-conditioning-contractor/repair",
  es: "/es/aire-acondicionado/reparacion",
};
const contact = { en: "/contact", es: "/es/contacto" };
const desktop = { width: 1366, height: 900 };
const phoneSize = { width: 390, height: 844, mobile: true };

/** Focus as a keyboard user sees it: a Tab first, so the browser draws focus as for the keyboard. */
async function keyboardFocus(page: Page, selector: string) {
  await page.keyboard.press("Tab");
  const element = page.locator(selector).first();
  await element.focus();
  return element;
}

/** Scrolls far enough for the sticky call bar to show, and waits for it. */
async function showStickyBar(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 600));
  await page.locator('[data-testid="sticky-call-bar"]').waitFor({ state: "visible" });
}

describe("the keyboard focus ring shows on every background, at 3:1 at least", () => {
  const ringOn = async (page: Page, where: Record<string, string>) => {
    const weak: string[] = [];
    for (const [label, selector] of Object.entries(where)) {
      const element = await keyboardFocus(page, selector);
      expect(await element.evaluate((el) => el === document.activeElement), label).toBe(true);
      const { contrast, ring, background } = await focusRing(element);
      if (contrast < 3) weak.push(`${label}: ${contrast}:1, ring ${ring} on ${background}`);
    }
    return weak;
  };

  it.each(locales)("on a desktop (%s)", async (locale) => {
    const page = await browser.newPage(desktop);
    await page.goto(acRepair[locale]);
    const weak = await ringOn(page, {
      "the header's call button, on white": 'header a[data-call="header"]:visible',
      "the hero's call button, on the blue gradient": 'a[data-call="hero"]',
      "a call band's button, on orange": 'a[data-call="callBand"]',
      "the guide's toggle, on white": "main details:not([name]) > summary",
      "the request form's button, on the light tint": '#request button[type="submit"]',
      "a footer link, on dark blue": "footer a",
    });
    expect(weak).toEqual([]);
  });

  it.each(locales)("on a phone (%s), the sticky call bar too", async (locale) => {
    const page = await browser.newPage(phoneSize);
    await page.goto(acRepair[locale]);
    const top = await ringOn(page, {
      "the menu button, on white": "header button:visible",
      "the hero's call button, on the blue gradient": 'a[data-call="hero"]',
    });
    await showStickyBar(page);
    const bar = await ringOn(page, { "the sticky call bar, on orange": 'a[data-call="sticky"]' });
    expect([...top, ...bar]).toEqual([]);
  });
});

describe("every call link says that it dials, and the number", () => {
  const dials: Record<Locale, RegExp> = { en: /\bcall\b/i, es: /\bll[aá]m/i };
  const plain = (text: string) => text.replace(/\u00a0/g, " ").replace(/\u2011/g, "-");
  const number = plain(phone.display);

  /** The accessible name of each call link a visitor can reach now. */
  async function callLinkNames(page: Page, within = "body") {
    const names: string[] = [];
    for (const link of await page.locator(`${within} a[href^="tel:"]:visible`).all()) {
      const tree = await link.ariaSnapshot();
      names.push(plain(tree.match(/link "((?:[^"\\]|\\.)*)"/)?.[1] ?? tree));
    }
    return names;
  }

  const unclear = (names: string[], locale: Locale) =>
    names.filter((name) => !(name.includes(number) && dials[locale].test(name)));

  /** Guides and answers open, each FAQ's exclusive group lifted, so every link in them is read. */
  const openEverything = (page: Page) =>
    page.evaluate(() => {
      for (const details of document.querySelectorAll("details")) {
        details.removeAttribute("name");
        details.open = true;
      }
    });

  it.each(locales)("on a phone (%s): page, drawer, sticky bar and contact page", async (locale) => {
    const page = await browser.newPage(phoneSize);
    await page.goto(acRepair[locale]);
    await openEverything(page);
    await showStickyBar(page);
    const onPage = await callLinkNames(page);
    // Header, hero, a call band, the sticky bar, the footer at least; more in the copy.
    expect(onPage.length).toBeGreaterThanOrEqual(5);
    await page.getByRole("button", { name: dictionaries[locale].header.openMenu }).click();
    const inDrawer = await callLinkNames(page, "dialog");
    expect(inDrawer).toHaveLength(1);

    await page.goto(contact[locale]);
    await openEverything(page);
    const onContact = await callLinkNames(page);
    expect(unclear([...onPage, ...inDrawer, ...onContact], locale)).toEqual([]);
  });

  it.each(locales)("without JavaScript (%s): the page of a request not sent", async (locale) => {
    const page = await browser.newPage({ ...phoneSize, javaScriptEnabled: false });
    await page.goto(`${formResultPaths.notSent[locale]}?reason=unavailable`);
    const names = await callLinkNames(page, "main");
    expect(names).toHaveLength(1);
    expect(unclear(names, locale)).toEqual([]);
  });

  it.each(locales)("on a desktop (%s): the header's emergency call button", async (locale) => {
    const page = await browser.newPage(desktop);
    await page.goto(acRepair[locale]);
    const names = await callLinkNames(page, "header");
    expect(names).toHaveLength(1);
    expect(unclear(names, locale)).toEqual([]);
    // It is never named like the link to the emergency page.
    expect(names[0]).not.toBe(dictionaries[locale].header.emergency);
  });
});

describe("the Spanish header under the text-spacing override (WCAG 1.4.12)", () => {
  // The bookmarklet's style: line height 1.5, paragraphs 2 em apart, letters 0.12 em, words 0.16 em.
  const textSpacing = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
    word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`;

  it.each([1280, 1366])("%i px: nothing leaves the screen or the header", async (width) => {
    const page = await browser.newPage({ width, height: 800 });
    await page.goto(acRepair.es);
    await page.addStyleTag({ content: textSpacing });
    const layout = await page.evaluate(() => {
      const header = document.querySelector("header") as HTMLElement;
      const box = header.getBoundingClientRect();
      const controls = [...header.querySelectorAll<HTMLElement>("a, button")]
        .filter((el) => el.checkVisibility() && !el.closest("dialog"))
        .map((el) => ({ text: el.textContent?.trim() ?? "", box: el.getBoundingClientRect() }));
      return {
        scrollWidth: document.documentElement.scrollWidth,
        outside: controls
          .filter(
            (c) =>
              c.box.left < 0 ||
              c.box.right > window.innerWidth ||
              c.box.top < box.top ||
              c.box.bottom > box.bottom,
          )
          .map((c) => c.text),
        texts: controls.map((c) => c.text),
      };
    });
    expect(layout.scrollWidth).toBeLessThanOrEqual(width);
    expect(layout.outside).toEqual([]);
    expect(layout.texts).toContain("English");
    // The business's name keeps to two lines at most.
    const name = page.locator('header a[href="/es"] > span[aria-hidden="true"]:not(:empty)');
    const lines = await name.evaluate(
      (el) =>
        el.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(el).lineHeight),
    );
    expect(Math.round(lines)).toBeLessThanOrEqual(2);
  });
});

describe("forced colours (Windows high contrast)", () => {
  it.each(locales)("every button keeps a border to show its shape (%s)", async (locale) => {
    const page = await browser.newPage(desktop);
    await page.emulateMedia({ forcedColors: "active" });
    await page.goto(acRepair[locale]);
    const buttons = {
      "header call button": 'header a[data-call="header"]:visible',
      "hero call button": 'a[data-call="hero"]',
      "call band button": 'a[data-call="callBand"]',
      "request form button": '#request button[type="submit"]',
      "guide toggle": "main details:not([name]) > summary",
    };
    const borderless: string[] = [];
    for (const [label, selector] of Object.entries(buttons)) {
      const border = await page
        .locator(selector)
        .first()
        .evaluate((el) => {
          const style = getComputedStyle(el);
          return {
            width: Number.parseFloat(style.borderTopWidth),
            style: style.borderTopStyle,
            colour: style.borderTopColor,
            background: style.backgroundColor,
          };
        });
      if (border.width < 1 || border.style === "none" || border.colour === border.background) {
        borderless.push(`${label}: ${JSON.stringify(border)}`);
      }
    }
    expect(borderless).toEqual([]);
  });
});

describe("the sticky call bar and header make room", () => {
  it.each(locales)(
    "on a phone (%s), the bar never covers the field being typed in",
    async (locale) => {
      const page = await browser.newPage(phoneSize);
      await page.goto(acRepair[locale]);
      await showStickyBar(page);
      const { fields } = dictionaries[locale].leadForm;
      // Tab from the field before it into "Describe the problem", as a keyboard user does.
      await page.getByLabel(fields.service, { exact: true }).focus();
      await page.keyboard.press("Tab");
      const message = page.getByLabel(fields.message, { exact: true });
      expect(await message.evaluate((el) => el === document.activeElement)).toBe(true);
      // Typing, the visitor scrolls the field to the bottom of the screen.
      await message.evaluate((el) =>
        window.scrollBy(0, el.getBoundingClientRect().bottom - window.innerHeight + 8),
      );
      const covered = await message.evaluate((el) => {
        const bar = document.querySelector('[data-testid="sticky-call-bar"]') as HTMLElement;
        if (!bar.checkVisibility()) return 0;
        const field = el.getBoundingClientRect();
        const top = bar.getBoundingClientRect().top;
        return Math.max(0, field.bottom - Math.max(top, field.top)) / field.height;
      });
      expect(covered).toBe(0);
      // Done typing: the bar comes back.
      await message.blur();
      await expect
        .poll(() => page.locator('[data-testid="sticky-call-bar"]').isVisible())
        .toBe(true);
    },
  );

  it("at 400 % zoom (1280 x 1024 seen as 320 x 256), neither bar nor header stays over the page", async () => {
    const page = await browser.newPage({ width: 320, height: 256 });
    await page.goto(acRepair.es);
    await page.evaluate(() => window.scrollTo(0, 1200));
    // The bar has taken the scrolling in (past 300 px it is on: no longer `hidden`): only
    // the short window's rule can keep it off the screen now.
    await page
      .locator('[data-testid="sticky-call-bar"]:not([hidden])')
      .waitFor({ state: "attached" });
    const stuck = await page.evaluate(() => {
      const header = document.querySelector("header")?.getBoundingClientRect();
      const bar = document.querySelector<HTMLElement>('[data-testid="sticky-call-bar"]');
      return {
        header: header ? Math.max(0, Math.min(header.bottom, window.innerHeight)) : 0,
        bar: bar?.checkVisibility() ? bar.getBoundingClientRect().height : 0,
      };
    });
    expect(stuck).toEqual({ header: 0, bar: 0 });
  });
});

describe("smaller things a keyboard or screen-reader user meets", () => {
  it("on a desktop, the comparison table is a tab stop only where it scrolls", async () => {
    const wide = await browser.newPage(desktop);
    await wide.goto(acRepair.en);
    const table = (page: Page) => page.locator("section:has(> table)");
    await expect
      .poll(() => table(wide).evaluate((el) => el.scrollWidth > el.clientWidth))
      .toBe(false);
    await expect.poll(() => table(wide).getAttribute("tabindex")).toBeNull();
    const narrow = await browser.newPage({ width: 390, height: 844 });
    await narrow.goto(acRepair.en);
    expect(await table(narrow).evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await table(narrow).getAttribute("tabindex")).toBe("0");
  });

  it.each(locales)(
    "(%s) a Spanish page marks the English business name as English; the website credit is no link while it is a stand-in",
    async (locale) => {
      const page = await browser.newPage(desktop);
      await page.goto(acRepair[locale]);
      const name = facts.name ?? "";
      const home = page.getByRole("link", {
        name: dictionaries[locale].header.home.replace("{name}", name),
        exact: true,
      });
      expect(await home.count()).toBe(1);
      const marked = page.locator('body [lang="en"]', { hasText: name });
      // The home link, the footer's name and its copyright line.
      expect(await marked.count()).toBe(locale === "es" ? 3 : 0);
      expect(await home.locator('[lang="en"]').allTextContents()).toEqual(
        locale === "es" ? [name] : [],
      );
      const credit = facts.websiteCredit?.label?.[locale] ?? "";
      expect(await page.locator("footer").getByText(credit).isVisible()).toBe(true);
      expect(await page.getByRole("link", { name: credit }).count()).toBe(0);
      // The copy names it too ("Nosotros se refiere a Your HVAC Company...").
      await page.goto(href("terms", locale));
      expect(await page.locator('main [lang="en"]', { hasText: name }).count()).toBe(
        locale === "es" ? 1 : 0,
      );
    },
  );

  it.each(locales)(
    "(%s) the breadcrumb's slashes are drawn, not read; each related card's link names its service",
    async (locale) => {
      const page = await browser.newPage(desktop);
      await page.goto(acRepair[locale]);
      const trail = page.getByRole("navigation", { name: dictionaries[locale].breadcrumb.label });
      const slashes = await trail
        .locator("li")
        .evaluateAll((steps) => steps.map((step) => getComputedStyle(step, "::before").content));
      expect(slashes).toEqual(["none", '"/" / ""', '"/" / ""']);
      // What a screen reader meets, the links' addresses aside.
      const heard = (await trail.ariaSnapshot()).split("\n").filter((line) => !/\/url:/.test(line));
      expect(heard.join("\n")).not.toContain("/");
      const learnMore = dictionaries[locale].service.learnMore;
      const cards = page.locator("main li:has(> a.more-link)");
      expect(await cards.count()).toBe(4);
      for (const card of await cards.all()) {
        const title = (await card.getByRole("heading").textContent()) ?? "";
        const link = card.getByRole("link");
        expect(await link.textContent()).toBe(`${learnMore}: ${title}`);
        expect((await link.ariaSnapshot()).replace(/\s+:/, ":")).toContain(
          `link "${learnMore}: ${title}"`,
        );
      }
    },
  );

  it("the skip link keeps its padding when it shows", async () => {
    const page = await browser.newPage(desktop);
    await page.goto(acRepair.es);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: dictionaries.es.skipLink });
    const box = await skip.evaluate((el) => {
      const style = getComputedStyle(el);
      return {
        focused: el === document.activeElement,
        paddingX: Number.parseFloat(style.paddingLeft),
        paddingY: Number.parseFloat(style.paddingTop),
        height: el.getBoundingClientRect().height,
        top: el.getBoundingClientRect().top,
      };
    });
    expect(box.focused).toBe(true);
    expect(box.paddingX).toBeGreaterThanOrEqual(16);
    expect(box.paddingY).toBeGreaterThanOrEqual(12);
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.top).toBeGreaterThanOrEqual(0);
  });
});
