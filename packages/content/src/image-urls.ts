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

/** An SVG: drawn at any size as it is, nothing to resize. */
export const isVector = (image: ImageSource) =>
  image.mimeType === "image/svg+xml" || Boolean(image.url?.endsWith(".svg"));

/** The picture's size once the editor's crop is applied. */
export function croppedSize(image: ImageSource): { width: number; height: number } {
  const crop = cropOf(image);
  const width = image.width ?? 0;
  const height = image.height ?? 0;
  return {
    width: Math.round(width * (1 - crop.left - crop.right)),
    height: Math.round(height * (1 - crop.top - crop.bottom)),
  };
}

/**
 * The address of the picture at one size through Sanity's image pipeline
 * (or the site's stand-in for it): the editor's crop, then, when both sides
 * are given, the frame filled around the editor's hotspot. Without a format,
 * the browser gets AVIF or WebP when it takes them.
 */
export function imageUrl(
  image: ImageSource,
  size: { width: number; height?: number; format?: "jpg" | "png" | "webp"; quality?: number },
): string | undefined {
  const match = image.url?.match(imageAddress);
  if (!match) return image.url ?? undefined;
  const [baseUrl = "", projectId = "", dataset = "", sha1, width, height, extension] =
    match.slice(1);
  let builder = createImageUrlBuilder({ projectId, dataset, baseUrl })
    .image({
      asset: { _ref: `image-${sha1}-${width}x${height}-${extension}` },
      crop: cropOf(image),
      hotspot: hotspotOf(image),
    })
    .width(size.width)
    .quality(size.quality ?? 70);
  builder = size.height ? builder.height(size.height).fit("crop") : builder.fit("max");
  return (size.format ? builder.format(size.format) : builder.auto("format")).url();
}

/** The `srcset` of a photo: each offered width up to the photo's own. */
export function imageSrcSet(image: ImageSource): string {
  const { width } = croppedSize(image);
  const largest = Math.min(width, Math.max(...imageWidths));
  const widths = [...imageWidths.filter((w) => w < largest), largest];
  return widths.map((w) => `${imageUrl(image, { width: w })} ${w}w`).join(", ");
}
