import {
  contentSource,
  publishedId,
  type QueryResult,
  type QueryString,
  type Read,
  referrersQuery,
} from "@hvac/content";
import { unstable_cache } from "next/cache";

const source = contentSource();

/**
 * Reads content through Next's data cache, tagged with the documents the read
 * used, so a publish webhook refreshes exactly the pages that show them. The
 * build's epoch is part of the key: a new build never reuses an old build's
 * cached content.
 */
export function readContent<Q extends QueryString>(read: Read<Q>): Promise<QueryResult<Q>> {
  return unstable_cache(
    () => source.fetch(read.query, read.params),
    ["content", process.env.CONTENT_EPOCH ?? "", read.query, JSON.stringify(read.params)],
    { tags: read.tags },
  )();
}

/**
 * Sanity answers a webhook's query from a replica that can trail the publish
 * by a moment; next-sanity's parseBody waits this long for the same reason.
 */
const contentLakeSettleMs = 3000;

/**
 * The documents that reference a just-published document, read uncached: the
 * publish must be seen as it is now, not as a cached read remembers it.
 */
export async function referrersAfterPublish(id: string): Promise<string[]> {
  if (source.kind === "sanity") await new Promise((r) => setTimeout(r, contentLakeSettleMs));
  return source.fetch(referrersQuery, { id: publishedId(id) });
}
