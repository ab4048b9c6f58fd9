/**
 * How much a town's page says of its own: the words of its text, its story
 * and its questions and answers, in English (the Spanish mirrors it). Search
 * engines pass over pages that differ only by a town's name; the Studio warns
 * and the launch check lists a town under `townWordsWanted`.
 */
export const townWordsWanted = 150;

/** The words of any value: strings, rich text's spans, and the English of bilingual fields. */
function words(value: unknown): number {
  if (typeof value === "string") return value.split(/\s+/).filter(Boolean).length;
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + words(item), 0);
  if (!value || typeof value !== "object") return 0;
  const record = value as Record<string, unknown>;
  if ("en" in record) return words(record.en);
  if (record._type === "span") return words(record.text);
  if (record._type === "block") return words(record.children);
  return 0;
}

/** A town's own words: its text, its story, and the FAQs given (its own questions and answers). */
export function townWords(
  town: Record<string, unknown>,
  faqs: ReadonlyArray<Record<string, unknown>> = [],
): number {
  return (
    words(town.intro) +
    words(town.localStory) +
    faqs.reduce((sum, faq) => sum + words(faq.question) + words(faq.answer), 0)
  );
}
