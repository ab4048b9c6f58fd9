import { describe, expect, it } from "vitest";
import {
  croppedSize,
  type ImageSource,
  imageSrcSet,
  imageUrl,
  shareImageUrl,
  writtenQueries,
} from "./image-urls";

const photo = (crop?: ImageSource["crop"], hotspot?: ImageSource["hotspot"]): ImageSource => ({
  url: "/assets/content/images/local/starter/ab12-1001x777.jpg",
  width: 1001,
  height: 777,
  crop,
  hotspot,
});

/** The rect an address carries, and its query. */
const parts = (address: string | undefined) => {
  const query = address?.split("?")[1] ?? "";
  const rect = new URLSearchParams(query).get("rect")?.split(",").map(Number);
  const [left = 0, top = 0, width = 0, height = 0] = rect ?? [];
  return { query, rect: rect ? { left, top, width, height } : undefined };
};

// Crops whose pixel edges fall on halves, where rounding twice and once differ.
const crops = [
  undefined,
  { left: 0.0005, right: 0.0005, top: 0, bottom: 0 },
  { left: 0.1, right: 0.2, top: 0.05, bottom: 0.05 },
  { left: 0.5, right: 0, top: 0, bottom: 0.3335 },
];

describe("the addresses the site writes for a picture", () => {
  it.each(crops.map((crop) => [JSON.stringify(crop), crop] as const))(
    "every srcset and share address is among the written ones for its rect (crop %s)",
    (_name, crop) => {
      const image = photo(crop, { x: 0.8, y: 0.2, width: 0.1, height: 0.1 });
      const srcset = imageSrcSet(image)
        .split(", ")
        .map((entry) => entry.split(" ")[0]);
      for (const address of [...srcset, shareImageUrl(image)]) {
        const { query, rect } = parts(address);
        expect(writtenQueries(image.url ?? "", rect), address).toContain(query);
      }
      // The largest offered width is the cropped picture's own.
      const { rect } = parts(srcset.at(-1));
      expect(croppedSize(image).width).toBe(rect?.width ?? image.width);
    },
  );

  it("a photo at a width: the editor's crop, the quality of pages, AVIF or WebP where taken", () => {
    expect(imageUrl(photo({ left: 0.5, right: 0, top: 0, bottom: 0 }), 480)).toBe(
      "/assets/content/images/local/starter/ab12-1001x777.jpg?rect=501,0,500,777&w=480&q=70&fit=max&auto=format",
    );
  });

  it("nothing for a rect outside the picture or empty", () => {
    const url = photo().url ?? "";
    for (const rect of [
      { left: 0, top: 0, width: 0, height: 0 },
      { left: 0, top: 0, width: 1002, height: 777 },
      { left: 1, top: 0, width: 1001, height: 777 },
      { left: 0, top: 700, width: 10, height: 78 },
    ]) {
      expect(writtenQueries(url, rect)).toEqual([]);
    }
    expect(writtenQueries("https://example.com/x.jpg")).toEqual([]);
  });
});
