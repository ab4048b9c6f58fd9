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
      return context.newPage();
    },
  };
}
