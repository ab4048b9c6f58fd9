import { existsSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { runStep } from "./run-step";
import { type ServedSite, serveNextBuild } from "./serve-next";

/**
 * The floor: an empty page built with the repository's Next and the site's
 * own next.config.ts (bench/floor-app), what any page of this stack costs.
 * It is built again when its build is older than `newerThan` (the site's
 * build), so it never measures an older Next than the site.
 */
export async function serveFloor(root: string, newerThan?: string): Promise<ServedSite> {
  const dir = join(root, "bench", "floor-app");
  const buildId = join(dir, ".next", "BUILD_ID");
  const stale =
    !existsSync(buildId) ||
    (newerThan !== undefined &&
      existsSync(newerThan) &&
      statSync(buildId).mtimeMs < statSync(newerThan).mtimeMs);
  if (stale) await buildFloor(dir);
  return serveNextBuild(dir);
}

function buildFloor(dir: string): Promise<void> {
  const nextBin = createRequire(join(dir, "package.json")).resolve("next/dist/bin/next");
  return runStep(process.execPath, [nextBin, "build"], dir);
}
