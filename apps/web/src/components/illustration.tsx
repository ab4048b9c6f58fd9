import type { HomePageQueryResult, Localized } from "@hvac/content";

/** A picture as every page query projects it (address, size, description). */
export type Picture = NonNullable<
  Localized<NonNullable<NonNullable<HomePageQueryResult>["hero"]>>["image"]
>;

/** A CMS image at its own proportions (width and height set, so nothing shifts). */
export function Illustration({
  image,
  className = "",
  priority = false,
}: {
  image: Picture | null | undefined;
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
      alt={image.alt ?? ""}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      {...(priority ? { fetchPriority: "high" as const } : {})}
      className={`h-auto w-full ${className}`}
    />
  );
}
