import type { DocumentStore } from "./documents";
import type { Response } from "./http";

/**
 * `GET /data/history/{dataset}/transactions/{ids}`: the translog of the
 * documents named, as newline-delimited JSON, oldest first, from
 * `fromTransaction` to `toTransaction` (both included), at most `limit`.
 * Effects are whole documents, as on the listener.
 */
export function transactionLog(
  store: DocumentStore,
  ids: string[],
  search: URLSearchParams,
  author: string,
  response: Response,
) {
  const named = store.transactions.filter(({ changes }) =>
    changes.some(({ id }) => ids.includes(id)),
  );
  const from = named.findIndex(({ id }) => id === search.get("fromTransaction"));
  const to = named.findIndex(({ id }) => id === search.get("toTransaction"));
  const limit = Number(search.get("limit") ?? 100);
  const lines = named
    .slice(Math.max(from, 0), to < 0 ? undefined : to + 1)
    .slice(0, limit)
    .map((transaction) => {
      const changes = transaction.changes.filter(({ id }) => ids.includes(id));
      return JSON.stringify({
        id: transaction.id,
        timestamp: transaction.timestamp,
        author,
        documentIDs: changes.map(({ id }) => id),
        effects: Object.fromEntries(
          changes.map(({ id, before, after }) => [id, { apply: [0, after], revert: [0, before] }]),
        ),
      });
    });
  response.writeHead(200, { "content-type": "application/x-ndjson" });
  response.end(lines.map((line) => `${line}\n`).join(""));
}

/** `GET /data/history/{dataset}/events/documents/{ids}`: no events kept per document. */
export function documentEvents(ids: string[]) {
  return { events: Object.fromEntries(ids.map((id) => [id, []])), nextCursor: null };
}

/**
 * `GET /data/history/{dataset}/documents/{ids}`: each document at `revision`,
 * or at its last revision with `lastRevision=true`.
 */
export function documentRevisions(store: DocumentStore, ids: string[], search: URLSearchParams) {
  const revision = search.get("revision") ?? undefined;
  return { documents: ids.flatMap((id) => store.revision(id, revision) ?? []) };
}
