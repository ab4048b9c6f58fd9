import { figuresFor, missingFigures } from "@hvac/test-fixtures/business-figures";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { starterRoutes } from "./support/starter-routes";
import { sharedBrowser } from "./support/visit";

const browser = sharedBrowser();

const withFigures = starterRoutes.allPages().filter(({ page }) => {
  const { copy, facts = [] } = figuresFor(page);
  return copy.length + facts.length > 0;
});

describe("the business figures on the page a visitor reads, in both languages", () => {
  let page: Page;
  beforeAll(async () => {
    page = await browser.newPage();
  });

  it.each(withFigures.map(({ path, locale, page }) => [path, locale, page] as const))(
    "%s (%s)",
    async (path, locale, ref) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      // Closed guides and FAQ answers are part of the page. An FAQ list keeps one
      // answer open at a time, so each is opened in turn and read as rendered.
      const text = await page.evaluate(() => {
        // biome-ignore lint/performance/useDomNodeTextContent: the check is on the text as laid out for a reader; textContent runs adjacent cells together ("$79" + "150").
        const read = (element: HTMLElement) => element.innerText;
        const parts = [read(document.body)];
        for (const details of document.querySelectorAll("details")) {
          details.open = true;
          parts.push(read(details));
        }
        return parts.join("\n");
      });
      const { copy, facts = [] } = figuresFor(ref);
      expect(missingFigures(text, [...copy, ...facts], locale)).toEqual([]);
    },
  );
});
