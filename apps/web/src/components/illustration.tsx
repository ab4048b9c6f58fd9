import {
  croppedSize,
  type HomePageQueryResult,
  imageSrcSet,
  imageUrl,
  isVector,
  type Localized,
} from "@hvac/content";

/** A picture as every page query projects it (address, size, crop, placeholder, description). */
export type Picture = NonNullable<
  Localized<NonNullable<NonNullable<HomePageQueryResult>["hero"]>>["image"]
>;

// What a screen that should not show the picture gets instead: nothing to download.
const nothing = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

/**
 * A CMS picture with its width and height set, so nothing shifts. An SVG is
 * drawn as it is; a photo comes in the width the screen needs (the editor's
 * crop applied, AVIF or WebP where the browser takes them), over its blurred
 * stand-in while it loads.
 */
export function Illustration({
  image,
  sizes,
  media,
  className = "",
  priority = false,
}: {
  image: Picture | null | undefined;
  /** How wide the picture shows, as the `sizes` attribute says it. */
  sizes: string;
  /** Only screens that match download the picture (it is hidden on the others). */
  media?: string;
  className?: string;
  /** The first picture of the page, its largest paint: loaded at once, not lazily. */
  priority?: boolean;
}) {
  if (!image?.url) return null;
  const alt = image.alt ?? "";
  const attributes = {
    loading: priority ? ("eager" as const) : ("lazy" as const),
    decoding: "async" as const,
    ...(priority ? { fetchPriority: "high" as const } : {}),
    className: `h-auto w-full ${className}`,
  };
  if (isVector(image)) {
    return (
      // biome-ignore lint/performance/noImgElement: an SVG is drawn at any size as it is.
      <img
        src={image.url}
        alt={alt}
        width={image.width ?? undefined}
        height={image.height ?? undefined}
        {...attributes}
      />
    );
  }
  const { width, height } = croppedSize(image);
  const srcSet = imageSrcSet(image);
  const placeholder =
    image.lqip && image.mimeType !== "image/png"
      ? { backgroundImage: `url(${image.lqip})`, backgroundSize: "cover" }
      : undefined;
  const photo = (src: string | undefined, withSrcSet: boolean) => (
    // biome-ignore lint/performance/noImgElement: the URLs come from Sanity's image pipeline (or the site's stand-in), which sizes them.
    <img
      src={src}
      alt={alt}
      {...(withSrcSet ? { srcSet, sizes } : {})}
      width={width}
      height={height}
      style={placeholder}
      {...attributes}
    />
  );
  if (!media) return photo(imageUrl(image, Math.min(width, 960)), true);
  return (
    <picture>
      <source media={media} srcSet={srcSet} sizes={sizes} />
      {photo(nothing, false)}
    </picture>
  );
}
