import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { sharedBrowser } from "./support/visit";

const browser = sharedBrowser();
const acRepair = {
  en: "/air-conditioning-contractor/repair",
  es: "/es/aire-acondicionado/reparacion",
};
const desktop = { width: 1366, height: 900 };
const phone = { width: 390, height: 844 };

const isVisible = (page: Page, selector: string) => page.locator(selector).isVisible();
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("desktop menus (WAI-ARIA disclosure navigation)", () => {
  it("open on hover after a short delay and stay through a brief pointer gap", async () => {
    const page = await browser.newPage(desktop);
    await page.goto(acRepair.en);
    const button = page.getByRole("button", { name: "Heating" });
    const list = page.locator("#menu-heatingHub");
    // A closed list is empty: its links are written when it opens.
    expect(await list.locator("a").count()).toBe(0);
    // When the pointer came and when the list opened, as the page saw them: on a
    // loaded machine the hover itself can take longer than the delay.
    await button.evaluate((element) => {
      const seen = window as unknown as { entered?: number; opened?: number };
      element.addEventListener("pointerenter", () => (seen.entered ??= performance.now()));
      new MutationObserver(() => {
        if (element.getAttribute("aria-expanded") === "true") seen.opened ??= performance.now();
      }).observe(element, { attributes: true });
    });
    await button.hover();
    await expect.poll(() => list.isVisible(), { timeout: 1000 }).toBe(true);
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    const delay = await page.evaluate(() => {
      const seen = window as unknown as { entered: number; opened: number };
      return seen.opened - seen.entered;
    });
    // The menu's delay is 100 ms: a pointer passing over the bar opens nothing.
    expect(delay).toBeGreaterThanOrEqual(90);
    expect(await list.getByRole("link").allTextContents()).toEqual([
      "All Heating Services",
      "Heating Installation",
      "Furnace Repair",
      "Heating Maintenance",
      "Heat Pump Service",
    ]);
    await page.mouse.move(5, 600);
    await wait(100);
    expect(await list.isVisible()).toBe(true);
    await expect.poll(() => list.isVisible(), { timeout: 1500 }).toBe(false);
  });

  it("work by keyboard: Enter opens, links are reachable, Escape closes and returns focus", async () => {
    const page = await browser.newPage(desktop);
    await page.goto(acRepair.es);
    const button = page.getByRole("button", { name: "Aire acondicionado" });
    await button.focus();
    await page.keyboard.press("Enter");
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    // The list it opens exists while it is open (a closed one is not in the page).
    expect(await button.getAttribute("aria-controls")).toBe("menu-acHub");
    expect(await page.locator("#menu-acHub").isVisible()).toBe(true);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      "Todos los servicios de aire acondicionado",
    );
    await page.keyboard.press("Escape");
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      "Aire acondicionado",
    );
    expect(await page.locator("#menu-acHub").count()).toBe(0);
    expect(await page.locator('[role="menu"], [role="menuitem"]').count()).toBe(0);
  });

  it("list the 17 towns under Service Areas", async () => {
    const page = await browser.newPage(desktop);
    await page.goto(acRepair.en);
    await page.getByRole("button", { name: "Service Areas" }).click();
    const links = page.locator("#menu-serviceAreas a");
    expect(await links.count()).toBe(18);
    expect(await links.nth(1).getAttribute("href")).toBe("/service-areas/hvac-san-antonio");
  });
});

describe("the phone-width drawer", () => {
  it("opens as a dialog with collapsible groups and closes with Escape, returning focus", async () => {
    const page = await browser.newPage(phone);
    await page.goto(acRepair.es);
    expect(await page.locator("nav[aria-label='Principal']").first().isVisible()).toBe(false);
    const opener = page.getByRole("button", { name: "Abrir menú" });
    await opener.click();
    const drawer = page.getByRole("dialog", { name: "Menú del sitio" });
    expect(await drawer.isVisible()).toBe(true);
    await drawer.getByText("Servicios", { exact: true }).click();
    await drawer.getByText("Calefacción", { exact: true }).click();
    expect(await drawer.getByRole("link", { name: "Reparación de calefacción" }).isVisible()).toBe(
      true,
    );
    expect(
      await drawer
        .getByRole("link", { name: /^Llamar para servicio de emergencia \(\d{3}\)/ })
        .getAttribute("href"),
    ).toMatch(/^tel:\+1\d{10}$/);
    await page.keyboard.press("Escape");
    expect(await drawer.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(
      "Abrir menú",
    );
  });
});

describe("the drawer's weight on a page", () => {
  it("its menus are text in a <noscript> until it first opens, then elements that stay", async () => {
    const page = await browser.newPage(phone);
    await page.goto(acRepair.en);
    await page.waitForLoadState("networkidle");
    const drawer = page.locator("dialog#site-drawer");
    expect(await drawer.locator("nav").count()).toBe(0);
    expect(await drawer.locator("noscript").textContent()).toContain(
      'href="/service-areas/hvac-floresville"',
    );
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Site menu" });
    await menu.getByText("Service Areas", { exact: true }).click();
    expect(await menu.getByRole("link", { name: "Floresville" }).isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    expect(await drawer.locator("noscript").count()).toBe(0);
    await page.getByRole("button", { name: "Open menu" }).click();
    // Opened again, as the visitor left it.
    expect(await menu.getByRole("link", { name: "Floresville" }).isVisible()).toBe(true);
  });
});

describe("by touch", () => {
  const touchPhone = { ...phone, mobile: true };

  it("a phone's drawer, its groups and links answer taps", async () => {
    const page = await browser.newPage(touchPhone);
    await page.goto(acRepair.en);
    await page.getByRole("button", { name: "Open menu" }).tap();
    const drawer = page.getByRole("dialog", { name: "Site menu" });
    expect(await drawer.isVisible()).toBe(true);
    await drawer.getByText("Services", { exact: true }).tap();
    await drawer.getByText("Heating", { exact: true }).tap();
    await drawer.getByRole("link", { name: "Furnace Repair" }).tap();
    await page.waitForURL("**/heating-contractor/furnace-repair");
  });

  it("the FAQ accordion and the guide open and close with taps", async () => {
    const page = await browser.newPage(touchPhone);
    await page.goto(acRepair.es);
    const items = page.locator("details[name='faq']");
    await items.nth(2).locator("summary").tap();
    await items.nth(3).locator("summary").tap();
    expect(await items.evaluateAll((ds) => ds.map((d) => (d as HTMLDetailsElement).open))).toEqual([
      false,
      false,
      false,
      true,
      false,
    ]);
    await page.locator("summary", { hasText: "Leer Guía Completa" }).tap();
    expect(await page.locator("summary", { hasText: "Mostrar Menos" }).isVisible()).toBe(true);
  });

  it("a touch screen wide enough for the menus opens and closes them with a tap", async () => {
    const page = await browser.newPage({ ...desktop, mobile: true });
    await page.goto(acRepair.en);
    const button = page.getByRole("button", { name: "Other Services" });
    await button.tap();
    expect(await page.locator("#menu-otherHub").isVisible()).toBe(true);
    await button.tap();
    expect(await page.locator("#menu-otherHub").isVisible()).toBe(false);
  });
});

describe("side-by-side sections on a wide screen", () => {
  const columnsOf = (page: Page, selector: string) =>
    page
      .locator(selector)
      .evaluateAll((blocks) => [
        ...new Set(blocks.map((block) => Math.round(block.getBoundingClientRect().left))),
      ]);

  it("contact: the details card sits beside the introduction", async () => {
    const page = await browser.newPage(desktop);
    await page.goto("/contact");
    const intro = await page.getByText("The fastest way to reach us").boundingBox();
    const card = await page.getByText("Open 24 hours, 7 days a week").boundingBox();
    expect(card && intro && card.x > intro.x + intro.width).toBe(true);
  });

  it("guarantees and financing: the four policy sections form two columns", async () => {
    const page = await browser.newPage(desktop);
    await page.goto("/guarantees-financing");
    const sections = "main section:nth-of-type(3) h2";
    expect(await page.locator(sections).count()).toBe(4);
    expect(await columnsOf(page, sections)).toHaveLength(2);
  });
});

describe("third-party frames", () => {
  it("the contact page's map is fetched only when the visitor scrolls near it", async () => {
    const page = await browser.newPage(phone);
    await page.goto("/contact");
    // No frame at all before: an empty one would still cost the page a document of its own.
    expect(await page.locator("iframe").count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const map = page.getByTitle(/^Map/);
    await expect.poll(() => map.getAttribute("src")).toMatch(/^https:\/\//);
  });
});

describe("before or without JavaScript", () => {
  it("the drawer opens and closes with the browser's own invoker commands", async () => {
    const page = await browser.newPage({ ...phone, javaScriptEnabled: false });
    await page.goto(acRepair.en);
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Site menu" });
    expect(await drawer.isVisible()).toBe(true);
    await drawer.getByText("Service Areas", { exact: true }).click();
    expect(await drawer.getByRole("link", { name: "Floresville" }).isVisible()).toBe(true);
    await drawer.getByRole("button", { name: "Close menu" }).click();
    expect(await drawer.isVisible()).toBe(false);
  });

  it("the guide, FAQs and language links work as plain HTML", async () => {
    const page = await browser.newPage({ ...desktop, javaScriptEnabled: false });
    await page.goto(acRepair.es);
    await page.locator("summary", { hasText: "Leer Guía Completa" }).click();
    expect(await page.locator("summary", { hasText: "Mostrar Menos" }).isVisible()).toBe(true);
    await page.locator("details[name='faq'] summary").first().click();
    expect(await page.locator("details[name='faq'][open]").count()).toBe(1);
    await page.locator('header a[hreflang="en"]:visible').click();
    await page.waitForURL(`**${acRepair.en}`);
  });
});

describe("page behaviours", () => {
  it("FAQ accordion keeps one answer open at a time and closes fully", async () => {
    const page = await browser.newPage(desktop);
    await page.goto(acRepair.en);
    const items = page.locator("details[name='faq']");
    expect(await items.count()).toBe(5);
    await items.nth(0).locator("summary").click();
    await items.nth(1).locator("summary").click();
    expect(await items.evaluateAll((ds) => ds.map((d) => (d as HTMLDetailsElement).open))).toEqual([
      false,
      true,
      false,
      false,
      false,
    ]);
    await items.nth(1).locator("summary").click();
    expect(await items.evaluateAll((ds) => ds.some((d) => (d as HTMLDetailsElement).open))).toBe(
      false,
    );
  });

  it.each([
    ["en", "Read Complete Guide", "Show Less"],
    ["es", "Leer Guía Completa", "Mostrar Menos"],
  ] as const)("the complete guide opens and closes (%s)", async (locale, open, close) => {
    const page = await browser.newPage(desktop);
    await page.goto(acRepair[locale]);
    const toggle = page.locator("summary", { hasText: open });
    // Its sections are h3 under the guide's own h2 (the page's outline).
    const guideHeading = page.locator("details h3").first();
    expect(await page.locator("main details h2").count()).toBe(0);
    expect(await page.locator("main details:not([name]) h3").count()).toBeGreaterThanOrEqual(5);
    expect(
      await page
        .locator("main details:not([name])")
        .evaluate((details) => details.previousElementSibling?.tagName),
    ).toBe("H2");
    expect(await guideHeading.isVisible()).toBe(false);
    await toggle.click();
    expect(await guideHeading.isVisible()).toBe(true);
    expect(await page.locator("summary", { hasText: close }).isVisible()).toBe(true);
    await page.locator("summary", { hasText: close }).click();
    expect(await guideHeading.isVisible()).toBe(false);
  });

  it("the sticky call bar shows past 300 px and hides near the bottom", async () => {
    const page = await browser.newPage(phone);
    await page.goto(acRepair.en);
    const bar = '[data-testid="sticky-call-bar"]';
    expect(await isVisible(page, bar)).toBe(false);
    // Past 300 px it shows (so the page's scripts follow the scrolling)...
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => isVisible(page, bar)).toBe(true);
    expect(await page.locator(`${bar} a`).getAttribute("href")).toMatch(/^tel:\+1\d{10}$/);
    // ...and back at 250 px it goes.
    await page.evaluate(() => window.scrollTo(0, 250));
    await expect.poll(() => isVisible(page, bar)).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => isVisible(page, bar)).toBe(true);
    await page.evaluate(() =>
      window.scrollTo(0, document.documentElement.scrollHeight - window.innerHeight - 150),
    );
    await expect.poll(() => isVisible(page, bar)).toBe(false);
    await page.evaluate(() =>
      window.scrollTo(0, document.documentElement.scrollHeight - window.innerHeight - 400),
    );
    await expect.poll(() => isVisible(page, bar)).toBe(true);
  });

  it("the language switch goes to the paired page and remembers the choice", async () => {
    const page = await browser.newPage(desktop);
    // The page's scripts arrive after its first paint: the stored language is awaited.
    const stored = () => page.evaluate(() => localStorage.getItem("preferred-language"));
    await page.goto(acRepair.en);
    await expect.poll(stored).toBe("en");
    const toSpanish = page.locator('header a[hreflang="es"]:visible');
    expect(await toSpanish.getAttribute("lang")).toBe("es");
    await toSpanish.click();
    await page.waitForURL(`**${acRepair.es}`);
    await expect.poll(stored).toBe("es");
    await page.locator('header a[hreflang="en"]:visible').click();
    await page.waitForURL(`**${acRepair.en}`);
    await expect.poll(stored).toBe("en");
  });

  it("a new page starts at the top", async () => {
    const page = await browser.newPage(desktop);
    await page.goto(acRepair.en);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.locator("footer").getByRole("link", { name: "Furnace Repair" }).click();
    await page.waitForURL("**/heating-contractor/furnace-repair");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it("the comparison table is a real table with words beside the ticks", async () => {
    const page = await browser.newPage(desktop);
    await page.goto(acRepair.es);
    const table = page.getByRole("table", { name: /Reparar o reemplazar/i });
    expect(await table.locator("th[scope='col']").count()).toBe(2);
    expect(await table.locator("th[scope='row']").count()).toBeGreaterThan(1);
    expect(await table.locator("td").allTextContents()).toContain("Sí");
  });
});

describe("accessibility beyond the automatic checks", () => {
  it("the skip link is first and moves focus to the main content", async () => {
    const page = await browser.newPage(desktop);
    await page.goto(acRepair.en);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("main");
  });

  it.each([320, 1024, 1280])(
    "fits %i px without sideways scrolling, in both languages",
    async (width) => {
      const page = await browser.newPage({ width, height: 800 });
      for (const path of [
        "/",
        acRepair.es,
        "/es/areas-de-servicio/hvac-balcones-heights",
        "/es/contacto",
      ]) {
        await page.goto(path);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          path,
        ).toBeLessThanOrEqual(width);
      }
    },
  );

  it("keyboard focus is never hidden under the sticky header or call bar", async () => {
    const page = await browser.newPage(phone);
    await page.goto(acRepair.en);
    const hidden: string[] = [];
    for (let step = 0; step < 80; step++) {
      await page.keyboard.press("Tab");
      // The focus's scroll fires the bar's scroll handler, whose state React draws a frame or
      // two later: judged once the screen has settled, as a person sees it.
      await page.evaluate(
        () => new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled))),
      );
      const problem = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        // The header's own controls and the skip link (drawn over it) are never behind it.
        if (
          !el ||
          el === document.body ||
          el.closest("header, dialog") ||
          el.getAttribute("href") === "#main"
        ) {
          return null;
        }
        const box = el.getBoundingClientRect();
        const header = document.querySelector("header")?.getBoundingClientRect();
        const bar = document.querySelector<HTMLElement>('[data-testid="sticky-call-bar"]');
        // Hidden by its script (near the top and bottom) or by CSS (while a field has focus).
        const barTop = bar?.checkVisibility()
          ? bar.getBoundingClientRect().top
          : window.innerHeight;
        const covered = (header && box.bottom <= header.bottom) || box.top >= barTop;
        return covered ? `${el.tagName} ${el.textContent?.trim().slice(0, 40)}` : null;
      });
      if (problem) hidden.push(problem);
    }
    expect(hidden).toEqual([]);
  });
});
