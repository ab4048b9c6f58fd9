import { fileURLToPath } from "node:url";
import { type ServedSite, serveNextBuild } from "@hvac/audits";

export { freePort, type ServedSite } from "@hvac/audits";

/** The site's app folder, whose production build these serve. */
export const webRoot = fileURLToPath(new URL("../../../../apps/web/", import.meta.url));

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

/**
 * Stops a served site and gives all it printed: read once its output streams
 * have closed, so no line it wrote can arrive after the check.
 */
export async function outputOnceStopped(site: ServedSite): Promise<string> {
  const { process: child } = site;
  const closed =
    child.stdout?.closed !== false && child.stderr?.closed !== false
      ? Promise.resolve()
      : new Promise<void>((resolve) => child.once("close", () => resolve()));
  await site.stop();
  await closed;
  return site.output();
}
