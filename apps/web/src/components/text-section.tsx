import type { Localized, TextSection as TextSectionFields } from "@hvac/content";
import { iconBox } from "./icon";
import { RichText } from "./rich-text";

export type TextSectionContent = Localized<TextSectionFields>;

/** A titled block of CMS rich text (a warranty, the financing terms, a town's service group...). */
export function TextSection({
  section,
  id,
  headingLevel = 2,
}: {
  section: TextSectionContent | null | undefined;
  id?: string;
  headingLevel?: 2 | 3;
}) {
  if (!section) return null;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div id={id} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <Heading className="flex items-center gap-3 text-xl font-bold text-brand-900 sm:text-2xl">
        {section.icon && (
          <span
            aria-hidden="true"
            className={`${iconBox(section.icon)} size-10 rounded-lg bg-brand-100 text-brand-800`}
          />
        )}
        {section.title}
      </Heading>
      <RichText value={section.body} className="mt-4" />
    </div>
  );
}
