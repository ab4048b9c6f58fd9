import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { connectChromium, launchChromium } from "./browser";

export const baseURL = () => inject("baseURL");

/**
 * Connects the test file to the shared headless Chromium. Each call to
 * `newPage` opens a fresh browser context (no shared storage between tests),
 * on the shared served site unless a test serves its own.
 */
export function sharedBrowser() {
  return browserPages(() => connectChromium(inject("wsEndpoint")));
}

/**
 * The full Chromium, of the test file's own, for what the headless shell
 * decides otherwise (how far below the screen a lazy picture starts loading).
 */
export function fullBrowser() {
  return browserPages(launchChromium);
}

/** Whether the page fetches its scripts after its first paint (a page of the site, from its page cache). */
const hasScriptLoader = (page: Page) =>
  page.evaluate(() =>
    [...document.scripts].some((script) => script.text.startsWith("{const files=")),
  );

function browserPages(open: () => Promise<Browser>) {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await open();
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    await browser?.close();
  });
  return {
    async newPage(
      options: {
        width?: number;
        height?: number;
        baseURL?: string;
        javaScriptEnabled?: boolean;
        /** A phone: the meta viewport applies and touch is the pointer. */
        mobile?: boolean;
        /** The browser's own language (its messages, Accept-Language), e.g. "en-US". */
        locale?: string;
      } = {},
    ): Promise<Page> {
      const context = await browser.newContext({
        baseURL: options.baseURL ?? baseURL(),
        viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
        javaScriptEnabled: options.javaScriptEnabled ?? true,
        ...(options.mobile ? { isMobile: true, hasTouch: true } : {}),
        ...(options.locale ? { locale: options.locale } : {}),
      });
      contexts.push(context);
      const page = await context.newPage();
      if (options.javaScriptEnabled === false) return page;
      // A visit returns once the page's scripts have started, as a browser
      // that loads the page and then acts on it finds it: the site fetches
      // them after its first paint (hosting/scripts-after-paint.mjs), which
      // can come after the load event. A visit that names its own moment
      // (`waitUntil`) returns at that moment.
      const visit = page.goto.bind(page);
      page.goto = async (url, visitOptions) => {
        const response = await visit(url, visitOptions);
        const sitePage = response?.headers()["content-type"]?.startsWith("text/html");
        if (!visitOptions?.waitUntil && sitePage && (await hasScriptLoader(page))) {
          await page.waitForFunction(() => "next" in window, undefined, { timeout: 10_000 });
        }
        return response;
      };
      return page;
    },
  };
}
