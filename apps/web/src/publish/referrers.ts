import { publishedId, referrersQuery } from "@hvac/content";
import { contentSource } from "@/content/source";

/**
 * Sanity answers a webhook's query from a replica that can trail the publish
 * by a moment; next-sanity's parseBody waits this long for the same reason.
 */
const contentLakeSettleMs = 3000;

/** Waits until Sanity's replicas have seen a publish (no wait for the local dataset). */
export async function publishSettled(): Promise<void> {
  if (contentSource().kind === "sanity")
    await new Promise((r) => setTimeout(r, contentLakeSettleMs));
}

/**
 * The documents that reference a just-published document, read uncached: the
 * publish must be seen as it is now, not as a cached read remembers it.
 */
export function referrersOf(id: string): Promise<string[]> {
  return contentSource().fetch(referrersQuery, { id: publishedId(id) });
}
