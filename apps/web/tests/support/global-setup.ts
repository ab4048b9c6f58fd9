import type { TestProject } from "vitest/node";
import { launchChromiumServer } from "./browser";
import { serveBuiltSite } from "./served-site";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    wsEndpoint: string;
  }
}

/** One served build and one Chromium for every browser-test file. */
export default async function setup(project: TestProject) {
  const site = await serveBuiltSite();
  const browser = await launchChromiumServer();
  project.provide("baseURL", site.baseURL);
  project.provide("wsEndpoint", browser.wsEndpoint());
  return async () => {
    await browser.close();
    await site.stop();
  };
}
