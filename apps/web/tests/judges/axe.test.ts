import axe from "axe-core";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { violations } from "../support/axe";
import { judgedPages } from "../support/judged-pages";
import { sharedBrowser } from "../support/visit";

const browser = sharedBrowser();

/** A phone (390 x 844, touch, meta viewport) and a desktop (1280 x 800). */
const viewports = [
  { name: "phone", width: 390, height: 844, mobile: true },
  { name: "desktop", width: 1280, height: 800, mobile: false },
];

describe("axe-core at phone and desktop widths", () => {
  const pages: Page[] = [];
  beforeAll(async () => {
    pages.push(...(await Promise.all(viewports.map((viewport) => browser.newPage(viewport)))));
    // Given to each page once, run by the browser in every document before
    // the page's own scripts; no Content-Security-Policy stands in its way.
    await Promise.all(pages.map((page) => page.addInitScript(axe.source)));
  });

  // The two widths at once: each waits on the server and the renderer in turn.
  it.each(judgedPages)("$path", async ({ path, status }) => {
    const found = await Promise.all(
      pages.map(async (page, i) => {
        const response = await page.goto(path, { waitUntil: "load" });
        expect(response?.status()).toBe(status);
        return (await violations(page)).map((v) => `${viewports[i]?.name}: ${v}`);
      }),
    );
    expect(found.flat()).toEqual([]);
  });
});
