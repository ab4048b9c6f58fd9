import { type Localized, pick } from "@hvac/content";
import type { Locale } from "@hvac/routing";

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
            <svg
              viewBox="0 0 20 20"
              aria-hidden="true"
              className="size-5 shrink-0 transition-transform group-open:rotate-180"
            >
              <path d="M5 7l5 6 5-6" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </summary>
          <p className="px-5 pb-5 text-slate-700">{pick(faq.answer, locale)}</p>
        </details>
      ))}
    </div>
  );
}
