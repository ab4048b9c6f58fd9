import { readFile } from "node:fs/promises";
import sharp from "sharp";

/**
 * The site's stand-in for Sanity's image pipeline, for the local dataset's
 * pictures: it reads the same address parameters that the URL builder writes
 * (rect, w, h, fit, q, fm, auto=format) and answers as Sanity's CDN would.
 */

export interface ImageRequest {
  /** The part of the picture to keep, in its own pixels: the editor's crop. */
  rect?: { left: number; top: number; width: number; height: number };
  width?: number;
  height?: number;
  /** Both sides given: fill the frame (`crop`); one side: never enlarge (`max`). */
  fit: "crop" | "max";
  quality: number;
  format?: "jpeg" | "png" | "webp";
}

// Nothing larger than a wide screen at 2x: a request cannot make the server
// resize to any size it likes.
const largestSide = 2560;

/** A whole number of the address (0 included), at most `upTo`. */
const number = (value: string | null | undefined, upTo = Number.POSITIVE_INFINITY) =>
  value && /^\d+$/.test(value) ? Math.min(Number(value), upTo) : undefined;

/** A size: a whole number above 0. */
const size = (value: string | null, upTo: number) => number(value, upTo) || undefined;

const formats = { jpg: "jpeg", pjpg: "jpeg", png: "png", webp: "webp" } as const;

/** What an address asks for; a browser that takes WebP gets it under `auto=format`. */
export function imageRequest(params: URLSearchParams, accept: string): ImageRequest {
  const rect = params
    .get("rect")
    ?.split(",")
    .map((part) => number(part));
  const asked = params.get("fm") as keyof typeof formats | null;
  const format =
    (asked && formats[asked]) ||
    (params.get("auto") === "format" && accept.includes("image/webp") ? "webp" : undefined);
  return {
    ...(rect?.length === 4 && rect.every((side) => side !== undefined)
      ? {
          rect: {
            left: rect[0] ?? 0,
            top: rect[1] ?? 0,
            width: rect[2] ?? 0,
            height: rect[3] ?? 0,
          },
        }
      : {}),
    width: size(params.get("w"), largestSide),
    height: size(params.get("h"), largestSide),
    fit: params.get("fit") === "crop" ? "crop" : "max",
    quality: size(params.get("q"), 100) ?? 75,
    ...(format ? { format } : {}),
  };
}

/** The picture as asked, and its type; an SVG asked for as it is stays as it is. */
export async function renderImage(
  file: string,
  sourceType: string,
  request: ImageRequest,
): Promise<{ body: Buffer; type: string }> {
  const vector = sourceType === "image/svg+xml";
  const resized = request.rect || request.width || request.height;
  if (vector && !request.format && !resized) {
    return { body: await readFile(file), type: sourceType };
  }
  // Phone photos are stored sideways with an orientation note: turned first,
  // then cut (the order of the calls is the order sharp applies them).
  let image = sharp(file, vector ? { density: 300 } : {}).rotate();
  if (request.rect) image = image.extract(request.rect);
  if (request.width || request.height) {
    image = image.resize({
      width: request.width,
      height: request.height,
      fit: request.fit === "crop" && request.width && request.height ? "cover" : "inside",
      withoutEnlargement: true,
    });
  }
  const format = request.format ?? (vector ? "png" : (sourceType.split("/")[1] as "jpeg"));
  const { quality } = request;
  const encoded =
    format === "webp"
      ? image.webp({ quality })
      : format === "png"
        ? image.png()
        : image.jpeg({ quality, mozjpeg: true });
  return { body: await encoded.toBuffer(), type: `image/${format}` };
}
