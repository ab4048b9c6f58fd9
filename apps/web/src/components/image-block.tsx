import { type Localized, pick, type RichText as RichTextValue } from "@hvac/content";
import type { Locale } from "@hvac/routing";
import { Illustration, type ImageData } from "./illustration";
import { RichText } from "./rich-text";

export interface ImageBlockData {
  _key: string;
  title: Localized<string>;
  body: Localized<RichTextValue>;
  imageSide: "left" | "right" | null;
  image: ImageData | null;
}

/** A section of text beside a picture; pictures alternate sides on large screens. */
export function ImageBlock({ block, locale }: { block: ImageBlockData; locale: Locale }) {
  return (
    <div className="grid grid-cols-1 items-center gap-8 md:grid-cols-2">
      <div className={block.imageSide === "left" ? "md:order-2" : ""}>
        <h2 className="text-2xl font-bold text-brand-900">{pick(block.title, locale)}</h2>
        <RichText value={pick(block.body, locale)} locale={locale} className="mt-4" />
      </div>
      <Illustration image={block.image} locale={locale} className="rounded-2xl bg-brand-50 p-4" />
    </div>
  );
}
