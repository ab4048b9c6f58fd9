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
 * `GET /data/listen/{dataset}`: Server-Sent Events, a welcome, then each
 * committed change the listener's query selects (before or after the change).
 */
export function listen(
  store: DocumentStore,
  request: Request,
  response: Response,
  url: URL,
  onError: (error: unknown) => void,
) {
  const query = url.searchParams.get("query") ?? "";
  const params = paramsOf(url.searchParams);
  response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  const send = (event: string, data: unknown) =>
    response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  send("welcome", { listenerName: `listener-${Math.random().toString(36).slice(2)}` });

  // Events leave in commit order, though each match is evaluated asynchronously.
  let queue = Promise.resolve();
  const unsubscribe = store.subscribe((transaction) => {
    queue = queue
      .then(async () => {
        for (const [index, change] of transaction.changes.entries()) {
          const matched =
            (await selects(query, params, change.before)) ||
            (await selects(query, params, change.after));
          if (matched)
            send("mutation", mutationEvent(transaction, change, index, url.searchParams));
        }
      })
      .catch(onError);
  });
  request.on("close", unsubscribe);
}

/**
 * `GET /data/live/events/{dataset}`: the Live Content API's Server-Sent
 * Events, which the Presentation tool follows to refresh cached queries. Only
 * the welcome: the stand-in tags no query results, so no change names a tag.
 */
export function liveEvents(response: Response) {
  response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  response.write(`event: welcome\ndata: {}\n\n`);
}
