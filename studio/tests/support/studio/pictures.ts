import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import sharp from "sharp";

/** Where the pictures of the Studio go, for docs/office.md. */
const picturesFolder = join(import.meta.dirname, "../../../pictures");

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

/** Where the pictures of docs/office.md's "Try it on your computer" go. */
const docsPicturesFolder = join(import.meta.dirname, "../../../../docs/pictures");

/** The same, as a PNG for docs/ (the local Studio and site, as a newcomer sees them). */
export async function docsPicture(page: Page, name: string) {
  if (process.env.STUDIO_PICTURES !== "1") return;
  await sharp(await page.screenshot())
    .resize({ width: 960 })
    .png({ palette: true })
    .toFile(join(docsPicturesFolder, `${name}.png`));
}
