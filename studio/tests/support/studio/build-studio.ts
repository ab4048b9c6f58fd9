import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";

/** The project and dataset the built Studio asks for; the stand-in answers for them. */
export const testProject = { projectId: "standin", dataset: "production" };

declare module "vitest" {
  interface ProvidedContext {
    studioFolder: string;
  }
}

/**
 * Builds the Studio once for the run, as `sanity build` deploys it, pointed
 * at the test project, into a scratch folder the browser tests serve.
 */
export default function buildStudio(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), "studio-build-"));
  execFileSync("npx", ["sanity", "build", folder, "--yes"], {
    cwd: join(import.meta.dirname, "../../.."),
    env: {
      ...process.env,
      SANITY_STUDIO_PROJECT_ID: testProject.projectId,
      SANITY_STUDIO_DATASET: testProject.dataset,
      DO_NOT_TRACK: "1",
      NO_UPDATE_NOTIFIER: "1",
    },
    stdio: "pipe",
  });
  project.provide("studioFolder", folder);
  return () => rmSync(folder, { recursive: true, force: true });
}
