import type { Category } from "@hvac/audits";

/**
 * The Lighthouse scores CI requires of a page, as the median of three runs.
 * Performance is judged lower than the benchmark's goal (98, `npm run bench`)
 * by a margin a busy two-core machine cannot eat on a good page; the other
 * categories do not depend on timing, so they must be perfect.
 */
export const judgedScores: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};
