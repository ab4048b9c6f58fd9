import { type Browser, chromium } from "playwright-core";

/** Debian's Chromium, never a downloaded browser. */
export const chromiumPath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

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

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
}

export async function launchChromiumServer() {
  return chromium.launchServer({
    executablePath: chromiumPath,
    args: chromiumArgs,
    headless: true,
  });
}

export function connectChromium(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}
