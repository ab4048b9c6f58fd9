import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Doc } from "@hvac/content-lake";
import { ContentLake } from "@hvac/content-lake";
import { serveStudio } from "@hvac/content-lake/studio-hosting";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from "vitest";
import { testProject } from "./build-studio";

/** Where a failed test leaves the screen it ended on (git ignores it). */
const failures = join(import.meta.dirname, "../../../test-results/studio");

async function leaveScreen(page: Page, testName: string) {
  mkdirSync(failures, { recursive: true });
  const name = join(failures, testName.replace(/\W+/g, "-"));
  await page.screenshot({ path: `${name}.png` });
  writeFileSync(`${name}.aria.yml`, await page.locator("body").ariaSnapshot());
}

// Debian's build of Chromium's headless shell: the Studio's pages as the
// full browser draws them, for less of the processor.
const headlessShellPath =
  process.env.CHROME_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";

export interface StudioSession {
  lake: ContentLake;
  /** Where the built Studio is served (known once the file's tests start). */
  studioUrl(): string;
  /** Opens the Studio at a path (e.g. `/structure`) in a fresh browser context: nobody's leftovers. */
  open(path?: string): Promise<Page>;
}

/**
 * For one test file: the stand-in Content Lake, the built Studio served on
 * loopback and headless Chromium pointed at both. Before each test the
 * dataset is the starter one again (plus `extra` documents); after it, any
 * call the stand-in did not know, or any 5xx, fails the test.
 */
export function studioSession(extra: () => Doc[] = () => []): StudioSession {
  const lake = new ContentLake({
    ...testProject,
    seedFile: join(import.meta.dirname, "../../../seed/production.ndjson"),
  });
  let browser: Browser;
  let site: Awaited<ReturnType<typeof serveStudio>>;
  const pages: Page[] = [];

  beforeAll(async () => {
    await lake.start();
    site = await serveStudio(inject("studioFolder"));
    browser = await chromium.launch({
      executablePath: headlessShellPath,
      args: lake.chromiumArgs(),
    });
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await lake.close();
  });
  beforeEach(() => lake.reset(extra()));
  afterEach(async ({ task }) => {
    const failed = task.result?.state === "fail" || Boolean(task.result?.errors?.length);
    for (const page of pages.splice(0)) {
      if (failed) await leaveScreen(page, task.name);
      await page.context().close();
    }
    expect(lake.journal.problems).toEqual([]);
  });

  return {
    lake,
    studioUrl: () => site.url,
    async open(path = "/structure") {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      pages.push(page);

      await page.goto(`${site.url}${path}`);
      return page;
    },
  };
}
