import { fileURLToPath } from "node:url";
import { type ServedSite, serveFloor } from "@hvac/audits";

const root = fileURLToPath(new URL("../../../..", import.meta.url));

/**
 * The floor the Lighthouse judges measure pages against: an empty Next page
 * built with the site's Next and next.config (bench/floor-app), rebuilt when
 * the site's build is newer.
 */
export function floorSite(): Promise<ServedSite> {
  return serveFloor(root, `${root}apps/web/.next/BUILD_ID`);
}
