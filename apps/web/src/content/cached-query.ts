import type { QueryParams, QueryResult, QueryString } from "@hvac/content";
import { unstable_cache } from "next/cache";
import { draftMode } from "next/headers";
import { serverPart, settings } from "@/server/server-context";
import { contentSource } from "./source";

declare module "@/server/server-context" {
  interface ServerParts {
    contentReads: Reads;
  }
}

/** A read that just failed is not tried again at once: one render asks for it several times. */
const retryAfterMs = 1000;

interface Reads {
  /** The last answer of each published read: what a page shows when the source fails. */
  lastGood: Map<string, unknown>;
  failedAt: Map<string, number>;
  /** Whether the failure has been said (and no read has succeeded since). */
  failing: boolean;
}

// One per process: a page's render and its head run in separate bundles.
const held = (): Reads =>
  serverPart("contentReads", () => ({ lastGood: new Map(), failedAt: new Map(), failing: false }));

/**
 * Runs a GROQ query through Next's data cache, tagged with the documents it
 * read (`doc:<id>`, `type:<type>`), so a publish webhook refreshes exactly
 * the pages that show them. The build's epoch is part of the key: a new build
 * never reuses an old build's cached content.
 *
 * When the source fails, nothing is kept in the data cache and the read
 * answers what it answered last (said once in the log): the page refreshed
 * after a publish is the last good one, served but not kept (Next keeps no
 * page whose read failed), so a visit once the source answers brings the new
 * copy. Only a read never answered before fails its page.
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
    return contentSource().fetch(query, params, { perspective: "drafts", stega: true });
  }
  const key = ["content", settings().contentEpoch, query, JSON.stringify(params)];
  const read = key.join("\n");
  try {
    const result = await unstable_cache(
      async () => {
        if (Date.now() - (held().failedAt.get(read) ?? 0) < retryAfterMs) {
          throw new Error("it failed a moment ago");
        }
        return contentSource().fetch(query, params);
      },
      key,
      { tags },
    )();
    held().lastGood.set(read, result);
    held().failedAt.delete(read);
    held().failing = false;
    return result;
  } catch (error) {
    held().failedAt.set(read, Date.now());
    if (!held().failing) {
      held().failing = true;
      const reason = error instanceof Error ? error.message : String(error);
      console.error(`The content source failed (${reason}): pages keep the copy read last.`);
    }
    if (!held().lastGood.has(read)) throw error;
    return held().lastGood.get(read) as QueryResult<Q>;
  }
}
