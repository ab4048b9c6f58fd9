import { readFile } from "node:fs/promises";
import { type PictureRect, writtenQueries } from "@hvac/content";
import sharp from "sharp";

/**
 * The site's stand-in for Sanity's image pipeline, for the local dataset's
 * pictures: it serves the addresses the site's URL builder writes (rect, w,
 * h, fit, q, fm, auto=format, in its order) and answers as Sanity's CDN
 * would; any other address is refused before any work.
 */

export interface ImageRequest {
  /** The part of the picture to keep, in its own pixels: the editor's crop. */
  rect?: PictureRect;
  width?: number;
  height?: number;
  /** Both sides given: fill the frame (`crop`); one side: never enlarge (`max`). */
  fit: "crop" | "max";
  quality: number;
  format?: "jpeg" | "png" | "webp";
}

/** Four whole numbers of at most five digits: no picture is wider. */
const rectPattern = /^(\d{1,5}),(\d{1,5}),(\d{1,5}),(\d{1,5})$/;

const formats = { jpg: "jpeg", png: "png", webp: "webp" } as const;

/**
 * What the query of an address of the picture at `address` asks for, when
 * it is one the site writes (a `rect` inside the picture, an offered width,
 * the site's qualities and formats); undefined for anything else. A browser
 * that takes WebP gets it under `auto=format`.
 */
export function imageRequest(
  address: string,
  query: string,
  accept: string,
): ImageRequest | undefined {
  const params = new URLSearchParams(query);
  const rectText = params.get("rect");
  const rect = rectText?.match(rectPattern)?.slice(1).map(Number);
  const [left = 0, top = 0, width = 0, height = 0] = rect ?? [];
  const cut = rect ? { left, top, width, height } : undefined;
  if (rectText !== null && !cut) return undefined;
  // The picture as it is, or an address the site writes for it: the same
  // parameters in the same order (compared as parsed: Next hands the route
  // its query parsed and written again).
  const asked = params.toString();
  const written = writtenQueries(address, cut).map((q) => new URLSearchParams(q).toString());
  if (asked !== "" && !written.includes(asked)) return undefined;
  const size = (name: string) => Number(params.get(name)) || undefined;
  const named = params.get("fm") as keyof typeof formats | null;
  const format =
    (named && formats[named]) ||
    (params.get("auto") === "format" && accept.includes("image/webp") ? "webp" : undefined);
  return {
    ...(cut ? { rect: cut } : {}),
    width: size("w"),
    height: size("h"),
    fit: params.get("fit") === "crop" ? "crop" : "max",
    quality: size("q") ?? 75,
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
