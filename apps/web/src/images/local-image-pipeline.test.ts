import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { imageUrl } from "@hvac/content";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { imageRequest, renderImage } from "./local-image-pipeline";

/** A 400x300 photo: red on the left half, blue on the right. */
let photo: string;
beforeAll(async () => {
  photo = join(mkdtempSync(join(tmpdir(), "hvac-pipeline-")), "photo.png");
  const half = { width: 200, height: 300, channels: 3 } as const;
  const red = await sharp({ create: { ...half, background: "#ff0000" } })
    .png()
    .toBuffer();
  const blue = await sharp({ create: { ...half, background: "#0000ff" } })
    .png()
    .toBuffer();
  await sharp({ create: { width: 400, height: 300, channels: 3, background: "#000000" } })
    .composite([
      { input: red, left: 0, top: 0 },
      { input: blue, left: 200, top: 0 },
    ])
    .png()
    .toFile(photo);
});

const asked = (address: string, accept = "image/avif,image/webp,*/*") =>
  imageRequest(new URL(address, "http://site").searchParams, accept);

const local = {
  url: "/assets/content/images/local/starter/ab12-400x300.png",
  width: 400,
  height: 300,
};

describe("the local stand-in for Sanity's image pipeline", () => {
  it("reads what the URL builder writes", () => {
    const address = imageUrl(
      { ...local, crop: { left: 0.5, right: 0, top: 0, bottom: 0 } },
      { width: 100 },
    );
    expect(asked(address ?? "")).toEqual({
      rect: { left: 200, top: 0, width: 200, height: 300 },
      width: 100,
      fit: "max",
      quality: 70,
      format: "webp",
    });
    expect(asked(address ?? "", "image/png,*/*").format).toBeUndefined();
  });

  it("never resizes beyond a wide screen at twice its density", () => {
    expect(asked("/x.jpg?w=99999&h=99999")).toMatchObject({ width: 2560, height: 2560 });
  });

  it("keeps the editor's crop, then resizes and re-encodes", async () => {
    const { body, type } = await renderImage(
      photo,
      "image/png",
      asked("/x.png?rect=200,0,200,300&w=100&auto=format"),
    );
    expect(type).toBe("image/webp");
    const { data, info } = await sharp(body).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([100, 150]);
    // Blue kept, red cut off.
    expect(data[0]).toBeLessThan(40);
    expect(data[2]).toBeGreaterThan(200);
  });

  it("fills a fixed frame around the hotspot, as link previews ask", async () => {
    const address = imageUrl(
      { ...local, hotspot: { x: 0.9, y: 0.5, width: 0.1, height: 0.1 } },
      { width: 60, height: 90, format: "jpg" },
    );
    const { body, type } = await renderImage(photo, "image/png", asked(address ?? ""));
    expect(type).toBe("image/jpeg");
    const { data, info } = await sharp(body).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([60, 90]);
    expect(data[2]).toBeGreaterThan(200);
  });
});
