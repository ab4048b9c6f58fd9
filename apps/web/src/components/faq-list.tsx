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
    <div className="mx-auto max-w-3xl divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {faqs.map((faq) => (
        <details key={faq._id} name={name}>
          <summary className="disclosure flex min-h-14 items-center justify-between gap-4 px-5 py-3 text-left text-lg font-semibold text-brand-900 hover:bg-brand-50">
            <h3>{faq.question}</h3>
          </summary>
          <p className="px-5 pb-5 text-slate-700">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
