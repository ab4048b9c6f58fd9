import { join } from "node:path";
import { href } from "@hvac/routing";
import type { ServedSite } from "@hvac/test-fixtures/harness/served-site";
import { serveSiteCopy } from "@hvac/test-fixtures/harness/site-copy";
import { phonePhoto } from "@hvac/test-fixtures/phone-photo";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EditableDataset, editableDataset } from "./support/publish";
import { servicePage, starterPath } from "./support/starter-routes";
import { fullBrowser } from "./support/visit";

/**
 * What the office uploads from a phone (a 4000x3000 JPEG of several MB) as
 * the home page's hero, a service page's picture and the share picture, in a
 * copy of the starter dataset: each screen downloads it small, in the shape
 * the editor cropped, and no bigger than the screen shows it.
 */

// A phone's browser starts loading a lazy picture a set distance below the
// screen; the headless shell's distance is longer than the full Chromium's.
const browser = fullBrowser();
const home = href("home", "en");
const service = starterPath(servicePage("acRepair"), "en");
let dataset: EditableDataset;
let site: ServedSite;
let photoBytes = 0;

// The editor's crop (a tenth off the left, a twentieth off top and bottom)
// and the circle of what must stay in view: the sky at the top.
const crop = { _type: "sanity.imageCrop", top: 0.05, bottom: 0.05, left: 0.1, right: 0 };
const hotspot = { _type: "sanity.imageHotspot", x: 0.5, y: 0.05, width: 0.2, height: 0.1 };
const photo = {
  _type: "illustration",
  _sanityAsset: "image@file://./images/phone-photo.jpg",
  alt: { _type: "localeString", en: "Our van at a job", es: "Nuestra camioneta en un trabajo" },
  crop,
  hotspot,
};

beforeAll(async () => {
  dataset = await editableDataset();
  ({ bytes: photoBytes } = await phonePhoto(join(dataset.file, "..", "images", "phone-photo.jpg")));
  dataset.edit("homePage", (doc) => ({
    ...doc,
    hero: { ...(doc.hero as object), image: photo },
  }));
  dataset.edit("servicePage-acRepair", (doc) => {
    const [first, ...rest] = doc.imageBlocks as Array<Record<string, unknown>>;
    return { ...doc, imageBlocks: [{ ...first, image: photo }, ...rest] };
  });
  dataset.edit("businessFacts", (doc) => ({ ...doc, shareImage: photo }));
  site = await serveSiteCopy({ CONTENT_DATASET_FILE: dataset.file });
  // Each page rendered once, as on a running site.
  for (const path of [home, service]) await fetch(`${site.baseURL}${path}`);
}, 180_000);
afterAll(async () => {
  await site?.stop();
  await dataset?.remove();
});

interface Shown {
  /** Bytes of every picture the page downloaded. */
  imageBytes: number;
  /** Each picture of the photo the browser asked for, with the width shown on screen. */
  photos: Array<{ asked: number; shown: number; natural: [number, number] }>;
}

/** Opens a page at a screen width and reads what its pictures cost, before any scrolling. */
async function firstScreen(page: Page, path: string): Promise<Shown> {
  let imageBytes = 0;
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "image") return;
    imageBytes += (await response.body().catch(() => Buffer.alloc(0))).length;
  });
  await page.goto(`${site.baseURL}${path}`, { waitUntil: "networkidle" });
  return { imageBytes, photos: await photosShown(page) };
}

const photosShown = (page: Page) =>
  page.$$eval("img", (images) =>
    images
      .filter((image) => image.currentSrc.includes("-4000x3000.jpg") && image.complete)
      .map((image) => ({
        asked: Number(new URL(image.currentSrc).searchParams.get("w")),
        shown: image.clientWidth,
        natural: [image.naturalWidth, image.naturalHeight] as [number, number],
      })),
  );

describe("a phone photo uploaded by the office", () => {
  it("is a real phone photo: 4000x3000, 3 MB or more", () => {
    expect(photoBytes).toBeGreaterThanOrEqual(3_000_000);
  });

  it("on a phone (390 px): at most 150 KB of pictures on the first screen, the photo below it loaded when scrolled to, at most twice its shown width", async () => {
    for (const path of [home, service]) {
      const page = await browser.newPage({ width: 390, height: 844 });
      const shown = await firstScreen(page, path);
      console.info(`390 px, ${path}: ${shown.imageBytes} bytes of pictures on the first screen`);
      expect(shown.imageBytes, path).toBeLessThanOrEqual(150_000);
      // The hero's picture is hidden on phones, the service page's is further down.
      expect(shown.photos, path).toEqual([]);
      if (path === service) {
        await page.locator("img[alt='Our van at a job']").scrollIntoViewIfNeeded();
        await expect.poll(() => photosShown(page).then((photos) => photos.length)).toBe(1);
        for (const { asked, shown: width } of await photosShown(page)) {
          expect(asked).toBeLessThanOrEqual(2 * width);
        }
      }
    }
  });

  it("on a laptop (1366 px): at most 400 KB of pictures on the first screen, the hero's photo at most twice its shown width, in the editor's crop", async () => {
    const onService = await firstScreen(
      await browser.newPage({ width: 1366, height: 768 }),
      service,
    );
    console.info(
      `1366 px, ${service}: ${onService.imageBytes} bytes of pictures on the first screen`,
    );
    expect(onService.imageBytes).toBeLessThanOrEqual(400_000);
    const page = await browser.newPage({ width: 1366, height: 768 });
    const shown = await firstScreen(page, home);
    console.info(`1366 px, ${home}: ${shown.imageBytes} bytes of pictures on the first screen`);
    expect(shown.imageBytes).toBeLessThanOrEqual(400_000);
    expect(shown.photos).toHaveLength(1);
    const [hero] = shown.photos;
    expect(hero?.asked).toBeLessThanOrEqual(2 * (hero?.shown ?? 0));
    // 3600 x 2700 once cropped: the picture keeps that shape.
    const [width = 0, height = 0] = hero?.natural ?? [];
    expect(width / height).toBeCloseTo(3600 / 2700, 2);
    // It is the page's largest paint, fetched first.
    const attributes = await page
      .locator("img[alt='Our van at a job']")
      .evaluate((image) => [image.getAttribute("fetchpriority"), image.getAttribute("loading")]);
    expect(attributes).toEqual(["high", "eager"]);
  });

  it("is shared as a 1200x630 JPEG cut around the editor's circle", async () => {
    const html = await (await fetch(`${site.baseURL}${home}`)).text();
    const address = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
    expect(address).toBeDefined();
    const local = new URL((address ?? "").replaceAll("&amp;", "&"));
    const response = await fetch(`${site.baseURL}${local.pathname}${local.search}`);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    const image = sharp(Buffer.from(await response.arrayBuffer()));
    const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1200, 630]);
    // Cut from the top (the circle is in the sky): the light van, which a
    // cut from the middle would leave above the bottom edge, reaches it.
    const pixel = (x: number, y: number) => {
      const offset = (y * info.width + x) * info.channels;
      return [...data.subarray(offset, offset + 3)];
    };
    for (const channel of pixel(Math.round(0.75 * 1200), 629)) expect(channel).toBeGreaterThan(200);
  });
});

// How fast these pages stay with the photo (Lighthouse against the floor) is a speed target:
// `npm run bench -- pages` measures them, the "(phone photo)" rows (bench/README.md).
