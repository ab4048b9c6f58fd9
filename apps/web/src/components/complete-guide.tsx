import type { Blocks } from "@hvac/content";
import { RichText } from "./rich-text";

/**
 * The long guide, closed until the visitor opens it. <details> does the
 * toggling; CSS swaps the label ("Read Complete Guide" / "Show Less").
 */
export function CompleteGuide({
  title,
  body,
  openLabel,
  closeLabel,
}: {
  title: string | null | undefined;
  body: Blocks | null | undefined;
  openLabel: string;
  closeLabel: string;
}) {
  if (!body?.length) return null;
  return (
    // A column of its own in the band, each part centred (no wrapper element).
    <>
      {/* Styled as every band's heading (.band in globals.css). */}
      {title && <h2 className="mx-auto max-w-3xl">{title}</h2>}
      <details className="group mx-auto mt-6 max-w-3xl">
        <summary className="disclosure inline-flex min-h-12 items-center gap-2 rounded-lg border-2 border-brand-700 px-5 font-semibold text-brand-800 hover:bg-brand-50">
          <span className="group-open:hidden">{openLabel}</span>
          <span className="hidden group-open:inline">{closeLabel}</span>
        </summary>
        {/* Its sections are h3 under the guide's own h2. */}
        <RichText value={body} className="mt-6 text-lg" level={3} />
      </details>
    </>
  );
}
