import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, type BrowserContext, chromium } from "playwright-core";

/**
 * Debian's Chromium, never a downloaded browser: the full browser where a test
 * needs what only it has (its owner's settings in a profile, its own
 * loading heuristics), and Debian's build of the headless shell (the same
 * Blink without the browser around it) for every other page a test opens, at
 * about half the processor time.
 */
const chromiumPath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const headlessShellPath =
  process.env.CHROME_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";

// Without the background-networking flags Chromium keeps dialling Google's
// hosts, which this offline machine refuses.
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** The full Chromium, for one test file. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
}

/** The headless shell every test file shares (tests/support/global-setup.ts). */
export async function launchChromiumServer() {
  return chromium.launchServer({
    executablePath: headlessShellPath,
    args: chromiumArgs,
    headless: true,
  });
}

export function connectChromium(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}

/**
 * A Chromium whose owner blocks every cookie (and so site storage): the
 * browser's own content setting, written into a fresh profile (which the
 * headless shell does not read).
 */
export async function cookieBlockingBrowser(options: {
  baseURL: string;
  javaScriptEnabled?: boolean;
}): Promise<BrowserContext & { dispose(): Promise<void> }> {
  const profile = await mkdtemp(join(tmpdir(), "chromium-no-cookies-"));
  await mkdir(join(profile, "Default"));
  await writeFile(
    join(profile, "Default", "Preferences"),
    JSON.stringify({ profile: { default_content_setting_values: { cookies: 2 } } }),
  );
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: chromiumArgs,
    headless: true,
    baseURL: options.baseURL,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  return Object.assign(context, {
    async dispose() {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  });
}
