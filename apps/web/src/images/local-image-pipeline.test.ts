import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { imageSrcSet, imageUrl, imageWidths, shareImageUrl } from "@hvac/content";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { imageRequest, renderImage } from "./local-image-pipeline";

/** A photo: red on the left half, blue on the right. */
async function halves(file: string, width: number, height: number) {
  const half = { width: width / 2, height, channels: 3 } as const;
  const red = await sharp({ create: { ...half, background: "#ff0000" } })
    .png()
    .toBuffer();
  const blue = await sharp({ create: { ...half, background: "#0000ff" } })
    .png()
    .toBuffer();
  await sharp({ create: { width, height, channels: 3, background: "#000000" } })
    .composite([
      { input: red, left: 0, top: 0 },
      { input: blue, left: width / 2, top: 0 },
    ])
    .png()
    .toFile(file);
  return file;
}

let photo: string;
let wide: string;
/** A phone photo's size, as a JPEG. */
let bigPhoto: string;
beforeAll(async () => {
  const folder = mkdtempSync(join(tmpdir(), "hvac-pipeline-"));
  photo = await halves(join(folder, "photo.png"), 400, 300);
  wide = await halves(join(folder, "wide.png"), 2400, 900);
  bigPhoto = join(folder, "phone.jpg");
  await sharp(await halves(join(folder, "phone.png"), 4000, 3000))
    .jpeg()
    .toFile(bigPhoto);
});

const local = {
  url: "/assets/content/images/local/starter/ab12-400x300.png",
  width: 400,
  height: 300,
};
const wideLocal = {
  url: "/assets/content/images/local/starter/cd34-2400x900.png",
  width: 2400,
  height: 900,
};

/** What the route reads from an address of the site. */
const asked = (address: string, accept = "image/avif,image/webp,*/*") => {
  const url = new URL(address, "http://site");
  return imageRequest(url.pathname, url.search.slice(1), accept);
};

const pixelsOf = async (body: Buffer) => sharp(body).raw().toBuffer({ resolveWithObject: true });

describe("the local stand-in for Sanity's image pipeline", () => {
  it("reads what the URL builder writes", () => {
    const address = imageUrl({ ...local, crop: { left: 0.5, right: 0, top: 0, bottom: 0 } }, 200);
    expect(asked(address ?? "")).toEqual({
      rect: { left: 200, top: 0, width: 200, height: 300 },
      width: 200,
      fit: "max",
      quality: 70,
      format: "webp",
    });
    expect(asked(address ?? "", "image/png,*/*")?.format).toBeUndefined();
    expect(asked(local.url)).toEqual({ fit: "max", quality: 75 });
  });

  it("serves every address a page writes for a cropped phone photo, each at its width", async () => {
    const phone = {
      url: "/assets/content/images/local/starter/ef56-4000x3000.jpg",
      width: 4000,
      height: 3000,
      crop: { top: 0.05, bottom: 0.05, left: 0.1, right: 0 },
      hotspot: { x: 0.5, y: 0.05, width: 0.2, height: 0.1 },
    };
    const entries = imageSrcSet(phone)
      .split(", ")
      .map((entry) => entry.split(" "));
    // The crop is 3600 wide: every width of the ladder.
    expect(entries.map(([, width]) => width)).toEqual(imageWidths.map((width) => `${width}w`));
    const served = async (address: string) => {
      const request = asked(address);
      if (!request) throw new Error(`${address} is refused`);
      const { body, type } = await renderImage(bigPhoto, "image/jpeg", request);
      return { type, ...(await sharp(body).metadata()) };
    };
    for (const [address = "", width = ""] of entries) {
      expect(await served(address), address).toMatchObject({
        type: "image/webp",
        width: Number.parseInt(width, 10),
        // The crop's shape: 3600 x 2700.
        height: Math.round((Number.parseInt(width, 10) * 2700) / 3600),
      });
    }
    expect(await served(shareImageUrl(phone) ?? "")).toMatchObject({
      type: "image/jpeg",
      width: 1200,
      height: 630,
    });
  });

  it.each([
    "w=320&q=70&fit=max&auto=format&blur=5",
    "q=70&w=320&fit=max&auto=format",
    "w=320&w=400&q=70&fit=max&auto=format",
    "w=100&q=70&fit=max&auto=format",
    "w=480&q=70&fit=max&auto=format",
    "w=320&q=90&fit=max&auto=format",
    "w=320&q=70&fit=max&fm=png",
    "w=1200&h=630&fm=jpg&q=80&fit=max",
    "rect=0,0,400,300&w=320&q=70&fit=max&auto=format",
    "rect=0,0,0,0&w=320&q=70&fit=max&auto=format",
    "rect=1,0,400,300&w=320&q=70&fit=max&auto=format",
    "rect=0,0,100000,100000&w=320&q=70&fit=max&auto=format",
    "rect=12345678901234567890,0,10,10&w=320&q=70&fit=max&auto=format",
    "rect=0,0,200&w=200&q=70&fit=max&auto=format",
  ])("refuses what the builder never writes: %s", (query) => {
    expect(asked(`${local.url}?${query}`)).toBeUndefined();
  });

  it("keeps the editor's crop, then resizes and re-encodes", async () => {
    const { body, type } = await renderImage(photo, "image/png", {
      rect: { left: 200, top: 0, width: 200, height: 300 },
      width: 100,
      fit: "max",
      quality: 70,
      format: "webp",
    });
    expect(type).toBe("image/webp");
    const { data, info } = await pixelsOf(body);
    expect([info.width, info.height]).toEqual([100, 150]);
    // Blue kept, red cut off.
    expect(data[0]).toBeLessThan(40);
    expect(data[2]).toBeGreaterThan(200);
  });

  it("fills the link-preview frame around the hotspot", async () => {
    const middle = async (x: number) => {
      const address = shareImageUrl({
        ...wideLocal,
        hotspot: { x, y: 0.5, width: 0.1, height: 0.1 },
      });
      const request = asked(address ?? "");
      expect(request).toBeDefined();
      const { body, type } = await renderImage(
        wide,
        "image/png",
        request ?? { fit: "max", quality: 75 },
      );
      expect(type).toBe("image/jpeg");
      const { data, info } = await pixelsOf(body);
      expect([info.width, info.height]).toEqual([1200, 630]);
      const offset = (315 * info.width + 600) * info.channels;
      return [data[offset] ?? 0, data[offset + 2] ?? 0];
    };
    // The circle on the right: the middle of the frame is the blue half; on the left, the red.
    const [redRight = 0, blueRight = 0] = await middle(0.9);
    expect(blueRight).toBeGreaterThan(200);
    expect(redRight).toBeLessThan(40);
    const [redLeft = 0] = await middle(0.1);
    expect(redLeft).toBeGreaterThan(200);
  });
});
