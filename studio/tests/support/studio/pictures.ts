import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import sharp from "sharp";

/** Where the pictures of the Studio go, for docs/office.md. */
export const picturesFolder = join(import.meta.dirname, "../../../pictures");

/**
 * Saves what the screen shows as a small WebP, when the run is asked for
 * pictures (`npm run pictures`, STUDIO_PICTURES=1); a plain test run leaves
 * the tree alone.
 */
export async function picture(page: Page, name: string) {
  if (process.env.STUDIO_PICTURES !== "1") return;
  mkdirSync(picturesFolder, { recursive: true });
  await sharp(await page.screenshot())
    .resize({ width: 960 })
    .webp({ quality: 60 })
    .toFile(join(picturesFolder, `${name}.webp`));
}
