import { localSource } from "@hvac/content";
import { href, type Locale } from "@hvac/routing";
import { sampleAnswers } from "@hvac/test-fixtures/sample-lead";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { dictionaries } from "@/i18n/dictionary";
import { sharedBrowser } from "./support/visit";

/**
 * Issue 43: what a visitor in a high-contrast theme or at 400 % zoom meets.
 * Icons and icon-only buttons at 3:1 in dark and light forced colours,
 * measured on the pixels Chromium paints; the toast after an emergency
 * request clear of the focused button and of every field; the result
 * announced once; the comparison table's caption within a 320 px screen.
 */

const browser = sharedBrowser();
const locales = ["en", "es"] as const;

const acRepair = {
  en: "/air-conditioning-contractor/repair",
  es: "/es/aire-acondicionado/reparacion",
};

/**
 * Runs in the page: the contrast of what a screenshot shows. `inner` is the
 * drawing's box in the picture, whose outer 2 px frame is what surrounds it.
 * "icon": the drawing's strongest pixel against the frame's commonest colour;
 * "edge": the weakest of the four sides' edges (2 px deep, at their middle).
 */
async function pictureContrast({
  picture,
  inner,
  measure,
}: {
  picture: string;
  inner: { x: number; y: number; width: number; height: number };
  measure: "icon" | "edge";
}) {
  const bytes = Uint8Array.from(atob(picture), (c) => c.charCodeAt(0));
  const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext("2d") as OffscreenCanvasRenderingContext2D;
  context.drawImage(bitmap, 0, 0);
  const { data, width, height } = context.getImageData(0, 0, bitmap.width, bitmap.height);
  const pixel = (x: number, y: number) => {
    const i = (y * width + x) * 4;
    return [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0] as const;
  };
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = ([r, g, b]: readonly number[]) =>
    0.2126 * channel(r ?? 0) + 0.7152 * channel(g ?? 0) + 0.0722 * channel(b ?? 0);
  const contrast = (one: readonly number[], two: readonly number[]) => {
    const [light, dark] = [luminance(one), luminance(two)].sort((a, b) => b - a) as [
      number,
      number,
    ];
    return (light + 0.05) / (dark + 0.05);
  };
  const frame = new Map<string, number>();
  for (let x = 0; x < width; x++) {
    for (let y = 0; y < height; y++) {
      if (x >= 2 && y >= 2 && x < width - 2 && y < height - 2) continue;
      const key = pixel(x, y).join();
      frame.set(key, (frame.get(key) ?? 0) + 1);
    }
  }
  const commonest = [...frame].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "255,255,255";
  const background = commonest.split(",").map(Number);
  const strongest = (points: Array<[number, number]>) =>
    Math.max(1, ...points.map(([x, y]) => contrast(pixel(x, y), background)));
  let result: number;
  if (measure === "edge") {
    const middleX = Math.floor(inner.x + inner.width / 2);
    const middleY = Math.floor(inner.y + inner.height / 2);
    const deep = (at: (depth: number) => [number, number]) => strongest([0, 1].map(at));
    result = Math.min(
      deep((d) => [middleX, inner.y + d]),
      deep((d) => [middleX, inner.y + inner.height - 1 - d]),
      deep((d) => [inner.x + d, middleY]),
      deep((d) => [inner.x + inner.width - 1 - d, middleY]),
    );
  } else {
    const points: Array<[number, number]> = [];
    for (let x = inner.x; x < inner.x + inner.width; x++) {
      for (let y = inner.y; y < inner.y + inner.height; y++) points.push([x, y]);
    }
    result = strongest(points);
  }
  return Math.round(result * 100) / 100;
}

/**
 * Runs in the page: where an icon's drawing sits in its element. An `.icon`
 * is its drawing; an icon box centres it, and so does a button that shows
 * only its icon; a card lays it at its top left (its ::after, placed by
 * top and left); a link or button with words draws it just before them, a
 * town link first and a disclosure last, in the middle of their height.
 */
function drawingIn(element: Element) {
  const box = element.getBoundingClientRect();
  if (element.classList.contains("icon")) {
    return { x: box.x, y: box.y, width: box.width, height: box.height };
  }
  // A card's pictogram: a box (::before) and the drawing on it (::after).
  const boxed = element.classList.contains("card-icon");
  const last = element.classList.contains("disclosure") || boxed;
  const drawing = getComputedStyle(element, last ? "::after" : "::before");
  const width = Number.parseFloat(drawing.width);
  const height = Number.parseFloat(drawing.height);
  const style = getComputedStyle(element);
  if (boxed) {
    const x = box.x + Number.parseFloat(style.borderLeftWidth) + Number.parseFloat(drawing.left);
    const y = box.y + Number.parseFloat(style.borderTopWidth) + Number.parseFloat(drawing.top);
    return { x, y, width, height };
  }
  const y = box.y + (box.height - height) / 2;
  // The words' boxes: its own text and its children's, but a screen reader's
  // words (clipped to 1 px, their text laid out where the icon is).
  const words = [...element.childNodes]
    .flatMap((node) => {
      if (node instanceof Element) return [node.getBoundingClientRect()];
      const range = document.createRange();
      range.selectNodeContents(node);
      return [...range.getClientRects()];
    })
    .filter((rect) => rect.width > 1);
  if (
    element.classList.contains("icon-box") ||
    (element.classList.contains("icon-before") && !words.length)
  ) {
    return { x: box.x + (box.width - width) / 2, y, width, height };
  }
  if (element.classList.contains("icon-before")) {
    const gap = Number.parseFloat(style.columnGap) || Number.parseFloat(drawing.marginRight) || 0;
    const x = Math.min(...words.map((rect) => rect.left)) - gap - width;
    return { x, y, width, height };
  }
  const start = Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.borderLeftWidth);
  const end = Number.parseFloat(style.paddingRight) + Number.parseFloat(style.borderRightWidth);
  return { x: last ? box.right - end - width : box.x + start, y, width, height };
}

/** What the screen shows of an icon's drawing, or of a button's edge, against what surrounds it. */
async function shownContrast(page: Page, element: Locator, measure: "icon" | "edge") {
  await element.evaluate((el) => el.scrollIntoView({ block: "center" }));
  const box =
    measure === "icon"
      ? await element.evaluate(drawingIn)
      : await element.evaluate((el) => el.getBoundingClientRect().toJSON());
  const around = 3;
  const x = Math.floor(box.x);
  const y = Math.floor(box.y);
  const width = Math.ceil(box.x + box.width) - x;
  const height = Math.ceil(box.y + box.height) - y;
  const picture = await page.screenshot({
    // Nothing is typed here: no caret to hide, so no style put in and taken out each time.
    caret: "initial",
    clip: { x: x - around, y: y - around, width: width + 2 * around, height: height + 2 * around },
  });
  return page.evaluate(pictureContrast, {
    picture: picture.toString("base64"),
    inner: { x: around, y: around, width, height },
    measure,
  });
}

/** Runs in the page: where each icon is, for a report: its part of the page and its drawing. */
const iconNames = (icons: Element[]) =>
  icons.map((element) => {
    const drawing = element.closest(".town-list")
      ? ["town-list"]
      : [...element.classList].filter(
          (c) => /^(icon-|disclosure|card-icon)/.test(c) && c !== "icon-before",
        );
    const part = element.closest("header, footer, dialog, [data-testid], main > *");
    return `${part?.tagName.toLowerCase() ?? "?"} ${drawing.join(" ")}`;
  });
const everyIcon = [
  ".icon",
  ".icon-box",
  ".icon-before",
  ".card-icon",
  ".town-list a",
  ".disclosure",
]
  .map((selector) => `${selector}:visible`)
  .join(", ");

/** The parts every page shares: measured on the first page that shows them. */
const sharedPart = /^(header|footer|dialog) /;

/**
 * The contrast of one icon of each kind in each part of `within`, in the page
 * as it is: one kind in one part is drawn by the same rules (the town grid's
 * seventeen houses alike). `measured` names the kinds already measured, across
 * the test's pages.
 */
async function iconContrasts(page: Page, within: string, prefix: string, measured: Set<string>) {
  const found: Record<string, number> = {};
  const icons = page.locator(within).locator(everyIcon);
  for (const [index, kind] of (await icons.evaluateAll(iconNames)).entries()) {
    const name = sharedPart.test(kind) ? kind : `${prefix} ${kind}`;
    if (measured.has(name)) continue;
    measured.add(name);
    found[name] = await shownContrast(page, icons.nth(index), "icon");
  }
  return found;
}

const weak = (found: Record<string, number>) =>
  Object.entries(found)
    .filter(([, contrast]) => contrast < 3)
    .map(([name, contrast]) => `${name}: ${contrast}:1`);

describe("forced colours: every icon and icon-only button at 3:1 at least", () => {
  const pages = ["home", "acRepair", "emergency", "about", "serviceAreas"] as const;
  const path = (name: (typeof pages)[number], locale: Locale) =>
    name === "acRepair" ? acRepair[locale] : href(name, locale);

  it.each(["dark", "light"] as const)("in a %s theme, on a desktop (English)", async (scheme) => {
    const page = await browser.newPage({ width: 1280, height: 800 });
    await page.emulateMedia({ forcedColors: "active", colorScheme: scheme });
    const found: Record<string, number> = {};
    const measured = new Set<string>();
    for (const name of pages) {
      await page.goto(path(name, "en"));
      Object.assign(found, await iconContrasts(page, "body", name, measured));
    }
    // The header and footer once, and every page's cards, ticks, town links, chevrons and call buttons.
    expect(Object.keys(found).length).toBeGreaterThanOrEqual(20);
    expect(weak(found)).toEqual([]);
  });

  it.each(["dark", "light"] as const)(
    "in a %s theme, on a phone (Spanish): the menu button, the drawer and its Close button",
    async (scheme) => {
      const page = await browser.newPage({ width: 390, height: 844, mobile: true });
      await page.emulateMedia({ forcedColors: "active", colorScheme: scheme });
      const found: Record<string, number> = {};
      const measured = new Set<string>();
      for (const name of pages) {
        await page.goto(path(name, "es"));
        Object.assign(found, await iconContrasts(page, "body", name, measured));
      }
      const t = dictionaries.es.header;
      const menu = page.getByRole("button", { name: t.openMenu });
      found["menu button's edge"] = await shownContrast(page, menu, "edge");
      await menu.click();
      // Neither hover nor focus changes what is measured.
      await page.mouse.move(1, 1);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      const close = page.getByRole("dialog").getByRole("button", { name: t.closeMenu });
      found["Close button's edge"] = await shownContrast(page, close, "edge");
      Object.assign(found, await iconContrasts(page, "dialog", "drawer", measured));
      expect(found).toHaveProperty(["dialog icon-cross"]);
      expect(found).toHaveProperty(["header icon-menu"]);
      expect(weak(found)).toEqual([]);
    },
  );
});

/** Fills in the emergency page's form (Emergency is chosen already) and sends it. */
async function sendEmergency(page: Page, locale: Locale) {
  await page.goto(href("emergency", locale));
  const form = page.locator("#request form");
  // Hydrated: React has attached the submit handler.
  await page.waitForFunction(() =>
    Object.keys(document.querySelector("#request form") ?? {}).some((k) => k.startsWith("__react")),
  );
  const t = dictionaries[locale].leadForm;
  expect(await page.getByRole("radio", { name: t.urgency.emergency }).isChecked()).toBe(true);
  const { state: _state, service: _service, message: _message, ...typed } = sampleAnswers;
  for (const [name, value] of Object.entries(typed)) {
    await form.getByLabel(t.fields[name as keyof typeof typed], { exact: true }).fill(value);
  }
  const button = form.locator('button[type="submit"]');
  await button.click();
  await expect.poll(() => form.getByRole("status").textContent()).toContain(t.emergencyTitle);
  return { form, button };
}

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Each toast's box once it has settled (it slides in), or none. */
async function settledToasts(page: Page) {
  // A toast comes within a moment of the message, when it comes at all.
  await page.waitForTimeout(500);
  const boxes = () =>
    page.evaluate(() =>
      [...document.querySelectorAll("[data-sonner-toast]")].map((toast) =>
        toast.getBoundingClientRect().toJSON(),
      ),
    );
  let last = await boxes();
  for (;;) {
    await page.waitForTimeout(150);
    const now = await boxes();
    if (JSON.stringify(now) === JSON.stringify(last)) return now as Box[];
    last = now;
  }
}

describe("after an emergency request, the toast covers neither the focused button nor a field", () => {
  const sizes = [
    { name: "320 x 200 (400 % zoom)", width: 320, height: 200 },
    { name: "390 x 844 (a phone)", width: 390, height: 844, mobile: true },
  ];
  const cases = locales.flatMap((locale) =>
    sizes.map((size) => [size.name, locale, size] as const),
  );

  it.each(cases)("at %s (%s)", async (_name, locale, size) => {
    const page = await browser.newPage(size);
    const { form, button } = await sendEmergency(page, locale);
    // Focus stays on the button the visitor pressed.
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    const toasts = await settledToasts(page);
    // On a phone the toast shows; in a short window the message under the button is enough.
    if (size.height > 480) expect(toasts.length).toBe(1);
    const focused = (await button.boundingBox()) as Box;
    const fields = await form
      .locator("input:not([type=hidden]), select, textarea")
      .evaluateAll((all) =>
        all
          .filter((field) => field.checkVisibility())
          .map((field) => ({
            name: field.getAttribute("name"),
            ...field.getBoundingClientRect().toJSON(),
          })),
      );
    const covered = toasts.flatMap((toast) => [
      ...(overlap(toast, focused) ? ["the focused button"] : []),
      ...fields.filter((field) => overlap(toast, field)).map((field) => `field ${field.name}`),
    ]);
    expect(covered).toEqual([]);
    // The focused button and the message that stays are in view.
    const view = { x: 0, y: 0, width: size.width, height: size.height };
    expect(overlap(focused, view)).toBe(true);
    const message = (await form.getByRole("status").locator("p").boundingBox()) as Box;
    expect(overlap(message, view)).toBe(true);
  });
});

describe("the result of a request is announced once", () => {
  /** Runs in the page: the live regions (by role or aria-live) holding `text`. */
  const liveRegionsWith = (text: string) => {
    const live = (element: Element) => {
      const polite = element.getAttribute("aria-live");
      if (polite) return polite !== "off";
      return ["status", "alert", "log"].includes(element.getAttribute("role") ?? "");
    };
    const regions = new Set<string>();
    for (const element of document.querySelectorAll("body *")) {
      if (!element.textContent?.includes(text)) continue;
      for (let node: Element | null = element; node; node = node.parentElement) {
        if (live(node)) regions.add(node.outerHTML.slice(0, 80));
      }
    }
    return [...regions];
  };

  it.each(locales)(
    "on a phone (%s), and the toasts' region is named in the page's language",
    async (locale) => {
      const page = await browser.newPage({ width: 390, height: 844, mobile: true });
      await sendEmergency(page, locale);
      await page.locator("[data-sonner-toast]").waitFor();
      const title = dictionaries[locale].leadForm.emergencyTitle;
      expect(await page.evaluate(liveRegionsWith, title)).toEqual([
        expect.stringMatching(/^<div role="status">/),
      ]);
      const region = page.locator("section:has(> [data-sonner-toaster])");
      const name = (await region.getAttribute("aria-label")) ?? "";
      expect(name).toContain(dictionaries[locale].toasts.label);
      if (locale === "es") expect(name).not.toMatch(/Notifications/);
    },
  );
});

/** The AC repair page's comparison table's title and sentence, from the starter dataset. */
const comparison = (await localSource().fetch(
  '*[_id == "servicePage-acRepair"][0].comparison->{ title, caption }' as never,
)) as Record<"title" | "caption", Record<Locale, string>>;

describe("the comparison table's caption at 320 px", () => {
  it.each(locales)("wraps to the screen, read without scrolling sideways (%s)", async (locale) => {
    const page = await browser.newPage({ width: 320, height: 640 });
    await page.goto(acRepair[locale]);
    for (const words of [comparison.title[locale], comparison.caption[locale]]) {
      const text = page.getByText(words, { exact: true });
      await text.scrollIntoViewIfNeeded();
      const seen = await text.evaluate((el) => {
        const box = el.getBoundingClientRect();
        let scroller: Element | null = el.parentElement;
        while (
          scroller &&
          !(
            scroller.scrollWidth > scroller.clientWidth &&
            /auto|scroll/.test(getComputedStyle(scroller).overflowX)
          )
        ) {
          scroller = scroller.parentElement;
        }
        return {
          left: box.left,
          right: box.right,
          screen: document.documentElement.clientWidth,
          insideScroller: scroller !== null,
        };
      });
      expect(seen.left, words).toBeGreaterThanOrEqual(0);
      expect(seen.right, words).toBeLessThanOrEqual(seen.screen);
      expect(seen.insideScroller, words).toBe(false);
    }
  });
});
