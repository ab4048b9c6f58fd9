import type { SanityDocumentLike } from "@hvac/content";

type SystemFields = "_createdAt" | "_updatedAt" | "_rev";

/**
 * A starter document: the generated schema type minus the fields Sanity sets
 * itself. `_updatedAt` may be given where the page shows it (legal pages'
 * "Last Updated").
 */
export type Seed<T> = Omit<T, SystemFields> & { _updatedAt?: string };

export const seed = <T extends { _id: string; _type: string }>(document: Seed<T>) =>
  document as unknown as SanityDocumentLike;
