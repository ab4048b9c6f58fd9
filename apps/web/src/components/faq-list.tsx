import { type Localized, pick } from "@hvac/content";
import type { Locale } from "@hvac/routing";
import { Chevron } from "@/components/glyphs";

export interface FaqData {
  _id: string;
  question: Localized<string>;
  answer: Localized<string>;
}

/**
 * The FAQ accordion: <details> sharing one name, so the browser keeps one
 * answer open at a time; any can be closed again.
 */
export function FaqList({
  faqs,
  locale,
  name,
}: {
  faqs: FaqData[] | null | undefined;
  locale: Locale;
  name: string;
}) {
  if (!faqs?.length) return null;
  return (
    <div className="mx-auto max-w-3xl divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {faqs.map((faq) => (
        <details key={faq._id} name={name} className="group">
          <summary className="flex min-h-14 list-none items-center justify-between gap-4 px-5 py-3 text-left text-lg font-semibold text-brand-900 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
            <h3>{pick(faq.question, locale)}</h3>
            <Chevron className="size-5 group-open:rotate-180" />
          </summary>
          <p className="px-5 pb-5 text-slate-700">{pick(faq.answer, locale)}</p>
        </details>
      ))}
    </div>
  );
}
