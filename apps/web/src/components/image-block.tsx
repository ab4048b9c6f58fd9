import type { Localized, ServicePageQueryResult } from "@hvac/content";
import { Illustration } from "./illustration";
import { RichText } from "./rich-text";

export type ImageBlockContent = Localized<
  NonNullable<NonNullable<ServicePageQueryResult>["imageBlocks"]>[number]
>;

/** A section of text beside a picture; pictures alternate sides on large screens. */
export function ImageBlock({ block }: { block: ImageBlockContent }) {
  return (
    <div className="grid grid-cols-1 items-center gap-8 md:grid-cols-2">
      {/* The heading is the text's first element (pt-0: no room above it). */}
      <RichText
        value={block.body}
        heading={block.title ? { text: block.title, className: "pt-0!" } : null}
        className={block.imageSide === "left" ? "md:order-2" : ""}
      />
      <Illustration
        image={block.image}
        sizes="(min-width: 1280px) 600px, (min-width: 768px) 46vw, calc(100vw - 2rem)"
        className="rounded-2xl bg-brand-50 p-4"
      />
    </div>
  );
}
