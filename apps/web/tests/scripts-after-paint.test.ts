import { describe, expect, it } from "vitest";
import { hydrated } from "./support/head";
import { sharedBrowser } from "./support/visit";

/**
 * Next's scripts are fetched once the first screen is painted
 * (hosting/scripts-after-paint.mjs): the phone number never waits for them,
 * and React still takes the page over, under the page's own policy.
 */
const browser = sharedBrowser();

describe("a page's scripts come after its first paint", () => {
  for (const path of ["/", "/es/calefaccion/mantenimiento", "/contact"]) {
    it(`${path}: every script starts after the first contentful paint, and the page is then taken over`, async () => {
      const page = await browser.newPage({ width: 390, height: 844 });
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(String(error)));
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      await page.goto(path);
      await hydrated(page);
      const { paint, starts } = await page.evaluate(() => ({
        paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? -1,
        starts: performance
          .getEntriesByType("resource")
          .filter((entry) => /\/_next\/static\/.+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      }));
      expect(paint).toBeGreaterThan(0);
      expect(starts.length).toBeGreaterThan(3);
      expect(starts.filter((start) => start < paint)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});
