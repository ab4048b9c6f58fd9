import { createImageUrlBuilder } from "@sanity/image-url";

/** A picture as the page queries project it: its address, size, type and the editor's crop. */
export interface ImageSource {
  url: string | null;
  width: number | null;
  height: number | null;
  mimeType?: string | null;
  crop?: Partial<Record<"top" | "bottom" | "left" | "right", number>> | null;
  hotspot?: Partial<Record<"x" | "y" | "width" | "height", number>> | null;
}

/** The crop as fractions cut from each side (none when the editor set none). */
const cropOf = ({ crop }: ImageSource) => ({
  top: crop?.top ?? 0,
  bottom: crop?.bottom ?? 0,
  left: crop?.left ?? 0,
  right: crop?.right ?? 0,
});

/** What must stay in view: the editor's circle, or the middle of the picture. */
const hotspotOf = ({ hotspot }: ImageSource) => ({
  x: hotspot?.x ?? 0.5,
  y: hotspot?.y ?? 0.5,
  width: hotspot?.width ?? 1,
  height: hotspot?.height ?? 1,
});

/**
 * Sanity's image address, `<cdn>/images/<project>/<dataset>/<sha1>-<w>x<h>.<ext>`;
 * the local dataset's images have the same shape (see local-dataset.ts).
 */
const imageAddress = /^(.*)\/images\/([^/]+)\/([^/]+)\/([0-9a-f]+)-(\d+)x(\d+)\.(\w+)$/;

/** The widths offered to the browser to choose from: a phone at 1x up to a wide screen at 2x. */
export const imageWidths = [320, 480, 640, 800, 960, 1280, 1600, 1920] as const;

/** The quality of a photo on a page. */
const photoQuality = 70;

/** The picture a link preview shows: the JPEG size every network accepts (several ignore SVG). */
export const shareFrame = { width: 1200, height: 630 } as const;

/** A part of a picture in its own pixels, as Sanity's `rect` parameter names it. */
export interface PictureRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** An SVG: drawn at any size as it is, nothing to resize. */
export const isVector = (image: ImageSource) =>
  image.mimeType === "image/svg+xml" || Boolean(image.url?.endsWith(".svg"));

/**
 * The picture's size once the editor's crop is applied: the size of the
 * `rect` its addresses carry (rounded as Sanity's URL builder rounds it).
 */
export function croppedSize(image: ImageSource): { width: number; height: number } {
  const crop = cropOf(image);
  const width = image.width ?? 0;
  const height = image.height ?? 0;
  return {
    width: Math.round(width - crop.right * width - Math.round(crop.left * width)),
    height: Math.round(height - crop.bottom * height - Math.round(crop.top * height)),
  };
}

/** The widths a page offers of a picture this wide: the ladder below it, then its own (at most the ladder's top). */
function offeredWidths(width: number): number[] {
  const largest = Math.min(width, Math.max(...imageWidths));
  return [...imageWidths.filter((w) => w < largest), largest];
}

/** Sanity's URL builder for the picture at `address`, and its size; undefined for any other address. */
function pictureAt(address: string | null | undefined) {
  const match = address?.match(imageAddress);
  if (!match) return undefined;
  const [baseUrl = "", projectId = "", dataset = "", sha1, width, height, extension] =
    match.slice(1);
  const asset = { _ref: `image-${sha1}-${width}x${height}-${extension}` };
  const builder = createImageUrlBuilder({ projectId, dataset, baseUrl });
  return {
    /** In the editor's crop, around the editor's hotspot (none: the whole picture). */
    framedAs: (image: ImageSource) =>
      builder.image({ asset, crop: cropOf(image), hotspot: hotspotOf(image) }),
    /** Cut to a rectangle of its pixels. */
    cutTo: (rect: PictureRect) =>
      builder.image({ asset }).rect(rect.left, rect.top, rect.width, rect.height),
    whole: builder.image({ asset }),
    width: Number(width),
    height: Number(height),
  };
}

type Builder = NonNullable<ReturnType<typeof pictureAt>>["whole"];

// The two kinds of address the site writes, and the only ones its stand-in
// pipeline serves: a photo at one width (AVIF or WebP where the browser
// takes them), and the link-preview frame.
const photoAddress = (builder: Builder, width: number) =>
  builder.width(width).quality(photoQuality).fit("max").auto("format").url();
const frameAddress = (builder: Builder) =>
  builder
    .width(shareFrame.width)
    .height(shareFrame.height)
    .fit("crop")
    .format("jpg")
    .quality(80)
    .url();

/**
 * The address of the picture at one width through Sanity's image pipeline
 * (or the site's stand-in for it), in the editor's crop; the address as it
 * is for a picture elsewhere.
 */
export function imageUrl(image: ImageSource, width: number): string | undefined {
  const picture = pictureAt(image.url);
  return picture ? photoAddress(picture.framedAs(image), width) : (image.url ?? undefined);
}

/** The link-preview frame of the picture, filled around the editor's hotspot within the crop. */
export function shareImageUrl(image: ImageSource): string | undefined {
  const picture = pictureAt(image.url);
  return picture ? frameAddress(picture.framedAs(image)) : (image.url ?? undefined);
}

/** The `srcset` of a photo: each offered width up to the photo's own. */
export function imageSrcSet(image: ImageSource): string {
  return offeredWidths(croppedSize(image).width)
    .map((w) => `${imageUrl(image, w)} ${w}w`)
    .join(", ");
}

/**
 * Every query string the site can write for the picture at `address` cut to
 * `rect` (the whole picture when none): the photo at each offered width and
 * the link-preview frame; none for a `rect` that is not inside the picture.
 * The stand-in pipeline serves these and nothing else.
 */
export function writtenQueries(address: string, rect?: PictureRect): string[] {
  const picture = pictureAt(address);
  if (!picture) return [];
  // The builder cuts only inside the picture, and never to nothing.
  const inside =
    !rect ||
    (rect.width > 0 &&
      rect.height > 0 &&
      rect.left + rect.width <= picture.width &&
      rect.top + rect.height <= picture.height);
  if (!inside) return [];
  const cut = rect ? picture.cutTo(rect) : picture.whole;
  const addresses = [
    ...offeredWidths(rect?.width ?? picture.width).map((w) => photoAddress(cut, w)),
    frameAddress(cut),
  ];
  return addresses.map((written) => written.split("?")[1] ?? "");
}
