import { fileURLToPath } from "node:url";
import { type ServedSite, serveNextBuild } from "@hvac/audits";

export { freePort, type ServedSite } from "@hvac/audits";

export const webRoot = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Serves the production build with `next start`, as a visitor would reach it
 * (from `dir`, a copy of the app made by site-copy.ts, when given).
 */
export function serveBuiltSite(
  env: Record<string, string> = {},
  dir = webRoot,
): Promise<ServedSite> {
  return serveNextBuild(dir, env);
}
