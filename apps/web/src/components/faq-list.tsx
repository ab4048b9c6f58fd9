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
    // Questions and answers are styled once, by the list (.faq in globals.css).
    <div className="faq">
      {faqs.map((faq) => (
        <details key={faq._id} name={name}>
          <summary className="disclosure">
            <h3>{faq.question}</h3>
          </summary>
          {faq.answer}
        </details>
      ))}
    </div>
  );
}
