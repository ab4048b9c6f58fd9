import { type Localized, pick } from "@hvac/content";
import type { Locale } from "@hvac/routing";

export interface ImageData {
  url: string | null;
  width: number | null;
  height: number | null;
  alt: Localized<string>;
}

/** A CMS image at its own proportions (width and height set, so nothing shifts). */
export function Illustration({
  image,
  locale,
  className = "",
  priority = false,
}: {
  image: ImageData | null | undefined;
  locale: Locale;
  className?: string;
  /** The first image of the page: loaded at once, not lazily. */
  priority?: boolean;
}) {
  if (!image?.url) return null;
  return (
    // biome-ignore lint/performance/noImgElement: the illustrations are small SVGs; there is nothing for an image optimiser to do.
    <img
      src={image.url}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      alt={pick(image.alt, locale) ?? ""}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      {...(priority ? { fetchPriority: "high" as const } : {})}
      className={`h-auto w-full ${className}`}
    />
  );
}
