import { evaluate, parse } from "groq-js";
import type { Change, Doc, DocumentStore, Transaction } from "./documents";
import type { Request, Response } from "./http";
import { paramsOf } from "./query";

/** Whether a listener's query (a GROQ filter like `*[_id in $ids]`) selects the document. */
async function selects(query: string, params: Record<string, unknown>, document: Doc | null) {
  if (!document) return false;
  const result = await (
    await evaluate(parse(query, { params }), { dataset: [document], params })
  ).get();
  return Array.isArray(result) ? result.length > 0 : Boolean(result);
}

const transition = ({ before, after }: Change) =>
  !before ? "appear" : !after ? "disappear" : "update";

/**
 * The mutation event Sanity's listener sends for one changed document. The
 * change is stated as the whole new document (a mendoza patch `[0, value]`
 * replaces the value outright), which the Studio accepts like a finer diff.
 */
function mutationEvent(
  transaction: Transaction,
  change: Change,
  index: number,
  search: URLSearchParams,
) {
  const { id, before, after } = change;
  return {
    eventId: `${transaction.id}#${id}`,
    documentId: id,
    transactionId: transaction.id,
    transition: transition(change),
    identity: "p-office",
    mutations: [after ? { createOrReplace: after } : { delete: { id } }],
    previousRev: before?._rev,
    resultRev: after?._rev ?? transaction.id,
    timestamp: transaction.timestamp,
    visibility: "query",
    transactionTotalEvents: transaction.changes.length,
    transactionCurrentEvent: index + 1,
    ...(search.get("effectFormat") === "mendoza"
      ? { effects: { apply: [0, after], revert: [0, before] } }
      : {}),
    ...(search.get("includeResult") === "false" ? {} : { result: after ?? undefined }),
    ...(search.get("includePreviousRevision") === "true" ? { previous: before } : {}),
  };
}

/**
 * Where a listener's Server-Sent Events go: its own HTTP response, or one
 * of the streams a Studio's listeners share (shared-listeners.ts).
 */
export interface EventSink {
  /** Writes Server-Sent Events text as it is. */
  write(text: string): void;
  /** Calls `closed` once the listener is gone. */
  onClose(closed: () => void): void;
}

/** A listener's own response, as the Content Lake answers it. */
export function responseSink(request: Request, response: Response): EventSink {
  response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  return {
    write: (text) => response.write(text),
    onClose: (closed) => request.on("close", closed),
  };
}

const serverSentEvent = (event: string, data: unknown) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * `GET /data/listen/{dataset}`: Server-Sent Events, a welcome, then each
 * committed change the listener's query selects (before or after the change).
 */
export function listen(
  store: DocumentStore,
  url: URL,
  sink: EventSink,
  onError: (error: unknown) => void,
) {
  const query = url.searchParams.get("query") ?? "";
  const params = paramsOf(url.searchParams);
  sink.write(
    serverSentEvent("welcome", { listenerName: `listener-${Math.random().toString(36).slice(2)}` }),
  );

  // Events leave in commit order, though each match is evaluated asynchronously.
  let queue = Promise.resolve();
  const unsubscribe = store.subscribe((transaction) => {
    queue = queue
      .then(async () => {
        for (const [index, change] of transaction.changes.entries()) {
          const matched =
            (await selects(query, params, change.before)) ||
            (await selects(query, params, change.after));
          if (matched) {
            sink.write(
              serverSentEvent(
                "mutation",
                mutationEvent(transaction, change, index, url.searchParams),
              ),
            );
          }
        }
      })
      .catch(onError);
  });
  sink.onClose(unsubscribe);
}

/**
 * `GET /data/live/events/{dataset}`: the Live Content API's Server-Sent
 * Events, which the Presentation tool follows to refresh cached queries. Only
 * the welcome: the lake tags no query results, so no change names a tag.
 */
export function liveEvents(sink: EventSink) {
  sink.write(serverSentEvent("welcome", {}));
}
