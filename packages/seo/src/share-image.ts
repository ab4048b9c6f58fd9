import { type ImageSource, shareFrame, shareImageUrl } from "@hvac/content";
import { absoluteUrl } from "./site-url";

/** An image as the content queries return it. */
export type ImageRef = Partial<ImageSource> & { url: string | null; alt?: string | null };

export interface ShareImage {
  url: string;
  width: number;
  height: number;
  alt?: string;
}

/**
 * The picture a link preview shows: the page's picture through the image
 * pipeline as the 1200x630 JPEG every network accepts (several ignore SVG),
 * cut around the editor's hotspot, at an absolute address.
 */
export function shareImage(
  siteUrl: string,
  image: ImageRef | null | undefined,
): ShareImage | undefined {
  if (!image?.url) return undefined;
  const url = shareImageUrl({ width: null, height: null, ...image });
  if (!url) return undefined;
  return { url: absoluteUrl(siteUrl, url), ...shareFrame, alt: image.alt ?? undefined };
}
