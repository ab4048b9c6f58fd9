import type { RichText as RichTextValue } from "@hvac/content";
import type { Locale } from "@hvac/routing";
import { RichText } from "./rich-text";

/**
 * The long guide, closed until the visitor opens it. <details> does the
 * toggling; CSS swaps the label ("Read Complete Guide" / "Show Less").
 */
export function CompleteGuide({
  title,
  body,
  locale,
  openLabel,
  closeLabel,
}: {
  title: string | undefined;
  body: RichTextValue | undefined;
  locale: Locale;
  openLabel: string;
  closeLabel: string;
}) {
  if (!body?.length) return null;
  return (
    <div className="mx-auto max-w-3xl">
      {title && <h2 className="text-2xl font-bold text-brand-900 sm:text-3xl">{title}</h2>}
      <details className="group mt-6">
        <summary className="inline-flex min-h-12 list-none items-center gap-2 rounded-lg border-2 border-brand-700 px-5 font-semibold text-brand-800 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
          <span className="group-open:hidden">{openLabel}</span>
          <span className="hidden group-open:inline">{closeLabel}</span>
          <svg
            viewBox="0 0 20 20"
            aria-hidden="true"
            className="size-4 transition-transform group-open:rotate-180"
          >
            <path d="M5 7l5 6 5-6" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </summary>
        <RichText value={body} locale={locale} className="mt-6 text-lg" />
      </details>
    </div>
  );
}
