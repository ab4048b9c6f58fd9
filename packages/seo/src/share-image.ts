import { absoluteUrl } from "./site-url";

/** An image as the content queries return it. */
export interface ImageRef {
  url: string | null;
  width?: number | null;
  height?: number | null;
  alt?: string | null;
}

export interface ShareImage {
  url: string;
  width?: number;
  height?: number;
  alt?: string;
}

const sanityImageHost = "cdn.sanity.io";
const shareSize = { width: 1200, height: 630 };

/**
 * The picture a link preview shows. Sanity's image pipeline crops it to the
 * 1200x630 JPEG that every network accepts; an image served by the site
 * itself is linked as it is.
 */
export function shareImage(
  siteUrl: string,
  image: ImageRef | null | undefined,
): ShareImage | undefined {
  if (!image?.url) return undefined;
  const alt = image.alt ?? undefined;
  const url = new URL(absoluteUrl(siteUrl, image.url));
  if (url.hostname === sanityImageHost) {
    url.search = new URLSearchParams({
      w: String(shareSize.width),
      h: String(shareSize.height),
      fit: "crop",
      fm: "jpg",
    }).toString();
    return { url: url.href, ...shareSize, alt };
  }
  return {
    url: url.href,
    width: image.width ?? undefined,
    height: image.height ?? undefined,
    alt,
  };
}
