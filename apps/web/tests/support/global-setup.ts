import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serveBuiltSite } from "@hvac/test-fixtures/harness/served-site";
import type { TestProject } from "vitest/node";
import { launchChromiumServer } from "./browser";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    wsEndpoint: string;
  }
}

/** One served build and one Chromium for every browser-test file. */
export default async function setup(project: TestProject) {
  // Any request a test sends is stored outside the repository.
  const leads = mkdtempSync(join(tmpdir(), "hvac-leads-"));
  const site = await serveBuiltSite({ LEADS_DB_FILE: join(leads, "leads.sqlite") });
  const browser = await launchChromiumServer();
  project.provide("baseURL", site.baseURL);
  project.provide("wsEndpoint", browser.wsEndpoint());
  return async () => {
    await browser.close();
    await site.stop();
    rmSync(leads, { recursive: true, force: true });
  };
}
