import { createHash } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { imageSize } from "image-size";

/**
 * The starter dataset as `sanity dataset import` reads it: one JSON document
 * per line, images given as `_sanityAsset: "image@file://./images/x.webp"`.
 *
 * To answer GROQ exactly as the Content Lake would, each file image becomes a
 * `sanity.imageAsset` document (url, type and dimensions) that fields
 * reference, the way an import leaves them, at an address shaped like Sanity's
 * image CDN (`.../images/<project>/<dataset>/<sha1>-<w>x<h>.<ext>`), so the
 * same URL builder serves both.
 */

export type SanityDocumentLike = { _id: string; _type: string; [key: string]: unknown };

export interface LocalDataset {
  documents: SanityDocumentLike[];
  /** Local image files by their public file name (`<sha1>-<w>x<h>.<ext>`), for the site to serve. */
  images: Map<string, string>;
}

/** Where the site serves the dataset's images, as Sanity's CDN would (project "local"). */
export const localImagePath = "/assets/content/images/local/starter/";

const assetPattern = /^image@file:\/\/(.+)$/;

/** The image types an editor may upload, by file extension. */
export const imageTypes: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  svg: "image/svg+xml",
};

function svgDimensions(svg: string): { width: number; height: number } {
  const viewBox = svg.match(/viewBox="\s*[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/);
  if (viewBox) return { width: Number(viewBox[1]), height: Number(viewBox[2]) };
  const width = svg.match(/<svg[^>]*\swidth="([\d.]+)"/);
  const height = svg.match(/<svg[^>]*\sheight="([\d.]+)"/);
  if (width && height) return { width: Number(width[1]), height: Number(height[1]) };
  throw new Error("SVG without viewBox or width/height");
}

/** An image file's size in pixels, as Sanity records it on upload. */
function dimensions(bytes: Buffer, extension: string): { width: number; height: number } {
  if (extension === "svg") return svgDimensions(bytes.toString("utf8"));
  const { width, height } = imageSize(bytes);
  return { width, height };
}

function parse(ndjson: string, baseDir: string): LocalDataset {
  const documents: SanityDocumentLike[] = [];
  const assets = new Map<string, SanityDocumentLike>();
  const images = new Map<string, string>();

  const toAssetReference = (reference: string) => {
    const match = reference.match(assetPattern);
    if (!match?.[1]) throw new Error(`Unsupported asset reference: ${reference}`);
    const file = join(baseDir, match[1]);
    const bytes = readFileSync(file);
    const sha1 = createHash("sha1").update(bytes).digest("hex");
    const extension = (file.split(".").pop() ?? "").toLowerCase().replace("jpeg", "jpg");
    const mimeType = imageTypes[extension];
    if (!mimeType) throw new Error(`Not a JPEG, PNG, WebP or SVG image: ${file}`);
    const { width, height } = dimensions(bytes, extension);
    const id = `image-${sha1}-${width}x${height}-${extension}`;
    const name = `${sha1}-${width}x${height}.${extension}`;
    if (!assets.has(id)) {
      images.set(name, file);
      assets.set(id, {
        _id: id,
        _type: "sanity.imageAsset",
        originalFilename: file.split("/").pop(),
        extension,
        mimeType,
        sha1hash: sha1,
        url: `${localImagePath}${name}`,
        metadata: {
          _type: "sanity.imageMetadata",
          dimensions: { width, height, aspectRatio: width / height },
        },
      });
    }
    return { _type: "reference", _ref: id };
  };

  const convert = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(convert);
    if (value && typeof value === "object") {
      const { _sanityAsset, ...rest } = value as Record<string, unknown>;
      const converted = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, convert(v)]));
      if (typeof _sanityAsset === "string") converted.asset = toAssetReference(_sanityAsset);
      return converted;
    }
    return value;
  };

  ndjson.split("\n").forEach((line, index) => {
    if (!line.trim()) return;
    let document: unknown;
    try {
      document = JSON.parse(line);
    } catch (error) {
      throw new Error(`Line ${index + 1} of the starter dataset is not JSON: ${String(error)}`);
    }
    documents.push(convert(document) as SanityDocumentLike);
  });
  return { documents: [...documents, ...assets.values()], images };
}

let memo: { key: string; dataset: LocalDataset } | undefined;

/**
 * Reads the dataset file, again only when it changed on disk: an edit followed
 * by a publish webhook shows on the next visit, without a restart.
 */
export function loadLocalDataset(file: string): LocalDataset {
  const { mtimeMs, size } = statSync(file);
  const key = `${file}:${mtimeMs}:${size}`;
  if (memo?.key !== key) {
    memo = { key, dataset: parse(readFileSync(file, "utf8"), dirname(file)) };
  }
  return memo.dataset;
}
