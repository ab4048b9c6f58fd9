import { contentSource, type QueryParams, type QueryResult, type QueryString } from "@hvac/content";
import { unstable_cache } from "next/cache";

/** Where the site reads its copy: the starter dataset, or Sanity when configured. */
export const source = contentSource();

/**
 * Runs a GROQ query through Next's data cache, tagged with the documents it
 * read (`doc:<id>`, `type:<type>`), so a publish webhook refreshes exactly
 * the pages that show them. The build's epoch is part of the key: a new build
 * never reuses an old build's cached content.
 */
export function cachedQuery<Q extends QueryString>(
  query: Q,
  params: QueryParams,
  tags: string[],
): Promise<QueryResult<Q>> {
  return unstable_cache(
    () => source.fetch(query, params),
    ["content", process.env.CONTENT_EPOCH ?? "", query, JSON.stringify(params)],
    { tags },
  )();
}
