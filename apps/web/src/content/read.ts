import { contentSource, type QueryResult, type QueryString, type Read } from "@hvac/content";
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
