import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "@hvac/audits";
import type { TestProject } from "vitest/node";

/** The project and dataset the built Studio asks for; the stand-in answers for them. */
export const testProject = { projectId: "standin", dataset: "production" };

declare module "vitest" {
  interface ProvidedContext {
    studioFolder: string;
    /** The loopback port the Studio's Presentation tool expects the site on (SANITY_STUDIO_PREVIEW_URL). */
    previewSitePort: number;
  }
}

/**
 * Builds the Studio once for the run, as `sanity build` deploys it, pointed
 * at the test project, into a scratch folder the browser tests serve. Its
 * Presentation tool previews the site at a port chosen here, where a test
 * that previews serves it.
 */
export default async function buildStudio(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), "studio-build-"));
  const previewSitePort = await freePort();
  execFileSync("npx", ["sanity", "build", folder, "--yes"], {
    cwd: join(import.meta.dirname, "../../.."),
    env: {
      ...process.env,
      SANITY_STUDIO_PROJECT_ID: testProject.projectId,
      SANITY_STUDIO_DATASET: testProject.dataset,
      SANITY_STUDIO_PREVIEW_URL: `http://127.0.0.1:${previewSitePort}`,
      DO_NOT_TRACK: "1",
      NO_UPDATE_NOTIFIER: "1",
    },
    stdio: "pipe",
  });
  project.provide("studioFolder", folder);
  project.provide("previewSitePort", previewSitePort);
  return () => rmSync(folder, { recursive: true, force: true });
}
