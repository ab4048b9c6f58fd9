import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hydrated } from "./support/head";
import { starterRoutes } from "./support/starter-routes";
import { baseURL, sharedBrowser } from "./support/visit";

/**
 * Issue 44: a page's first screen (header, breadcrumb, hero and its call
 * button, and the part after the hero, whose top a phone shows) paints from
 * the rules inlined in its head, without waiting for the stylesheet; what follows stays hidden until the stylesheet arrives, rather
 * than showing unstyled. Measured on the pixels Chromium paints, with the
 * stylesheet held back for good and with it arrived, at a phone's and a
 * laptop's width.
 */

const browser = sharedBrowser();
const pages = ["/", "/es/calefaccion/mantenimiento", "/contact"];
const screens = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/**
 * The first screen as painted once it has settled (the same picture twice in
 * a row: pictures and the icons' masks decode after the first paint, later on
 * a busy machine): the window, down to the end of the part after the hero.
 */
async function firstScreen(page: Page) {
  const { width, bottom } = await page.evaluate(() => ({
    width: window.innerWidth,
    bottom: Math.min(
      document.querySelector("main > section:first-of-type + *")?.getBoundingClientRect().bottom ??
        0,
      window.innerHeight,
    ),
  }));
  expect(bottom).toBeGreaterThan(200);
  const picture = () => page.screenshot({ clip: { x: 0, y: 0, width, height: bottom } });
  let last = await picture();
  for (let tries = 0; tries < 20; tries += 1) {
    await page.waitForTimeout(250);
    const next = await picture();
    if (next.equals(last)) return next;
    last = next;
  }
  throw new Error("The first screen never settled");
}

/** How many pixels differ between two pictures of the same size, counted in the page. */
function differingPixels(page: Page, one: Buffer, two: Buffer): Promise<number> {
  return page.evaluate(
    async (pictures) => {
      const [first, second] = await Promise.all(
        pictures.map(async (picture) => {
          const bytes = Uint8Array.from(atob(picture), (c) => c.charCodeAt(0));
          const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
          const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
          const context = canvas.getContext("2d") as OffscreenCanvasRenderingContext2D;
          context.drawImage(bitmap, 0, 0);
          return context.getImageData(0, 0, bitmap.width, bitmap.height);
        }),
      );
      if (!first || !second || first.width !== second.width || first.height !== second.height)
        return Number.POSITIVE_INFINITY;
      let differing = 0;
      for (let i = 0; i < first.data.length; i += 4) {
        if (
          first.data[i] !== second.data[i] ||
          first.data[i + 1] !== second.data[i + 1] ||
          first.data[i + 2] !== second.data[i + 2]
        )
          differing += 1;
      }
      return differing;
    },
    [one.toString("base64"), two.toString("base64")],
  );
}

/** How what follows the first screen shows: the next part, and the footer. */
const laterVisibility = (page: Page) =>
  page.evaluate(() =>
    ["main > section:first-of-type + * + *", "footer"].map(
      (selector) => getComputedStyle(document.querySelector(selector) as Element).visibility,
    ),
  );

describe("the first screen paints before the stylesheet arrives", () => {
  for (const screen of screens) {
    for (const path of pages) {
      it(`${path} at ${screen.width} px: the same first screen without the stylesheet as with it`, async () => {
        const held = await browser.newPage(screen);
        const errors: string[] = [];
        held.on("pageerror", (error) => errors.push(String(error)));
        // The stylesheet is asked for and never arrives.
        let asked = 0;
        await held.route(/\.css$/, () => {
          asked += 1;
        });
        await held.goto(path, { waitUntil: "commit" });
        await held.waitForSelector("footer", { state: "attached" });
        await expect.poll(() => asked).toBeGreaterThan(0);
        expect(await laterVisibility(held)).toEqual(["hidden", "hidden"]);
        const before = await firstScreen(held);

        const arrived = await browser.newPage(screen);
        arrived.on("pageerror", (error) => errors.push(String(error)));
        await arrived.goto(path);
        await hydrated(arrived);
        expect(await laterVisibility(arrived)).toEqual(["visible", "visible"]);
        // The same, to the pixel but a rounded corner's few that a busy
        // machine's rasterizer may shade differently; a rule missing moves thousands.
        expect(await differingPixels(arrived, await firstScreen(arrived), before)).toBeLessThan(20);
        // Hydration kept the one stylesheet where it is, without a second copy.
        expect(await arrived.locator('link[rel="stylesheet"]').count()).toBe(1);
        expect(errors).toEqual([]);
      });
    }
  }

  it("shows what follows the first screen after 4 s when the stylesheet never comes, unstyled but readable", async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await page.route(/\.css$/, () => undefined);
    const start = Date.now();
    await page.goto("/contact", { waitUntil: "commit" });
    await page.waitForSelector("footer", { state: "attached" });
    expect(await laterVisibility(page)).toEqual(["hidden", "hidden"]);
    await expect
      .poll(() => laterVisibility(page), { timeout: 15_000 })
      .toEqual(["visible", "visible"]);
    expect(Date.now() - start).toBeGreaterThanOrEqual(4_000);
    // The footer's phone number among it.
    expect(await page.locator('footer a[href^="tel:"]').first().isVisible()).toBe(true);
  });

  it("inlines the rules of every page's first screen, at most 8 KiB of them", async () => {
    const sizes = await Promise.all(
      starterRoutes.allPages().map(async ({ path }) => {
        const html = await (await fetch(new URL(path, baseURL()))).text();
        const rules = html.match(/<style>(.*?)<\/style>/)?.[1];
        return { path, bytes: rules === undefined ? undefined : Buffer.byteLength(rules) };
      }),
    );
    expect(sizes.length).toBeGreaterThan(50);
    expect(sizes.filter(({ bytes }) => bytes === undefined || bytes > 8 * 1024)).toEqual([]);
  });

  it("writes the inlined rules once, in the head: not in the page's flight data", async () => {
    const html = await (await fetch(new URL("/es/calefaccion/mantenimiento", baseURL()))).text();
    const [head = "", body = ""] = html.split("</head>");
    expect(head).toMatch(/<style>@layer [^<]*main>:is\(section,article\):first-of-type\+\*~\*/);
    expect(head).not.toContain('rel="stylesheet"');
    expect(body).not.toContain(":first-of-type+*~");
    expect(body).toMatch(/<link rel="stylesheet" href="\/_next\/static\/[^"]+\.css"[^>]*><\/body>/);
  });

  it("takes a visitor who follows a link to a part of the page to that part, styled", async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await page.goto("/#request");
    await hydrated(page);
    const top = await page.evaluate(
      () => document.getElementById("request")?.getBoundingClientRect().top ?? -1,
    );
    // Below the sticky header, within the scroll padding that keeps it clear.
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThanOrEqual(100);
  });
});
