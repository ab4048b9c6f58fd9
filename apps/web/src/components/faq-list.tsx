import type { Localized, ServicePageQueryResult } from "@hvac/content";

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
    // Questions are styled once, by the list.
    <div className="mx-auto max-w-3xl divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white [&_summary]:flex [&_summary]:min-h-14 [&_summary]:items-center [&_summary]:justify-between [&_summary]:gap-4 [&_summary]:px-5 [&_summary]:py-3 [&_summary]:text-left [&_summary]:text-lg [&_summary]:font-semibold [&_summary]:text-brand-900 [&_summary:hover]:bg-brand-50">
      {faqs.map((faq) => (
        <details key={faq._id} name={name}>
          <summary className="disclosure">
            <h3>{faq.question}</h3>
          </summary>
          <p className="px-5 pb-5 text-slate-700">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
