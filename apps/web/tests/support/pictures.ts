import { join } from "node:path";
import type { Page } from "playwright-core";
import sharp from "sharp";

/** Where docs/office.md's pictures of the site are kept. */
const docsPictures = join(import.meta.dirname, "../../../../docs/pictures");

/**
 * Saves the page down to the end of its main part (the footer left out), as
 * a visitor sees it scrolled to the top with nothing focused, as a small PNG
 * for docs/, when the run is asked for pictures (`npm run pictures
 * --workspace web`, SITE_PICTURES=1); a plain test run leaves the tree alone.
 */
export async function docsPicture(page: Page, name: string) {
  if (process.env.SITE_PICTURES !== "1") return;
  const { width, height } = await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
    const main = document.querySelector("main")?.getBoundingClientRect();
    return { width: window.innerWidth, height: Math.ceil(main?.bottom ?? window.innerHeight) };
  });
  await sharp(await page.screenshot({ fullPage: true, clip: { x: 0, y: 0, width, height } }))
    .png({ palette: true })
    .toFile(join(docsPictures, `${name}.png`));
}
