import type { QueryParams, QueryResult, QueryString } from "@hvac/content";
import { unstable_cache } from "next/cache";
import { draftMode } from "next/headers";
import { source } from "./source";

/**
 * Runs a GROQ query through Next's data cache, tagged with the documents it
 * read (`doc:<id>`, `type:<type>`), so a publish webhook refreshes exactly
 * the pages that show them. The build's epoch is part of the key: a new build
 * never reuses an old build's cached content.
 *
 * In draft mode (the office's preview) the drafts are read fresh on every
 * request, their texts marked for the Presentation tool, and nothing is kept.
 */
export async function cachedQuery<Q extends QueryString>(
  query: Q,
  params: QueryParams,
  tags: string[],
): Promise<QueryResult<Q>> {
  if ((await draftMode()).isEnabled) {
    return source.fetch(query, params, { perspective: "drafts", stega: true });
  }
  return unstable_cache(
    () => source.fetch(query, params),
    ["content", process.env.CONTENT_EPOCH ?? "", query, JSON.stringify(params)],
    { tags },
  )();
}
