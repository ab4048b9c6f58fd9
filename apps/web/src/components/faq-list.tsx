import type { Localized, ServicePageQueryResult } from "@hvac/content";
import { Chevron } from "@/components/glyphs";

/** A question and its answer, as the page queries project them. */
export type FaqContent = Localized<
  NonNullable<NonNullable<ServicePageQueryResult>["faqs"]>[number]
>;

/**
 * The FAQ accordion: <details> sharing one name, so the browser keeps one
 * answer open at a time; any can be closed again.
 */
export function FaqList({ faqs, name }: { faqs: FaqContent[] | null | undefined; name: string }) {
  if (!faqs?.length) return null;
  return (
    <div className="mx-auto max-w-3xl divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {faqs.map((faq) => (
        <details key={faq._id} name={name} className="group">
          <summary className="flex min-h-14 list-none items-center justify-between gap-4 px-5 py-3 text-left text-lg font-semibold text-brand-900 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
            <h3>{faq.question}</h3>
            <Chevron className="size-5 group-open:rotate-180" />
          </summary>
          <p className="px-5 pb-5 text-slate-700">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
