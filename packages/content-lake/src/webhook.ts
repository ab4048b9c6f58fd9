import { setTimeout as sleep } from "node:timers/promises";
import { isSiteRecord } from "@hvac/content";
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import type { Change, Transaction } from "./documents";
import { isDraft } from "./documents";
import type { Journal } from "./journal";

/** Where Sanity's publish webhook goes and the secret it is signed with. */
export interface WebhookTarget {
  url: string;
  secret: string;
}

/**
 * The waits before each new attempt when the receiver does not answer or
 * answers 429 or 5xx, as Sanity retries a failed delivery: the site may be
 * starting (./scripts/local starts the lake first) or restarting.
 */
const retryDelaysMs = [1000, 2000, 4000, 8000, 16_000];

const retried = (status: number) => status === 0 || status === 429 || status >= 500;

/**
 * Sends Sanity's webhook for each published document a transaction created or
 * changed or deleted, as the site's webhook is set up in docs/deploying.md, "The publishing
 * webhook" (drafts not included, projection `{_id, _type}`), signed with @sanity/webhook as Sanity
 * signs it. Each delivery the receiver answers is recorded (status 0: no answer).
 */
export async function sendPublishWebhooks(
  target: WebhookTarget,
  transaction: Pick<Transaction, "id" | "changes">,
  journal: Journal,
  source: { projectId: string; dataset: string },
) {
  for (const change of transaction.changes) {
    const { id, before, after } = change;
    // Triggered on create, update and delete; a deleted document's projection reads it as it was.
    const document = after ?? before;
    // The filter of docs/deploying.md, "The publishing webhook" (publishWebhookFilter):
    // published documents only, the site's own records left out.
    if (isDraft(id) || !document || isSiteRecord(document._type)) continue;
    const body = JSON.stringify({ _id: document._id, _type: document._type });
    for (const [attempt, delay] of [0, ...retryDelaysMs].entries()) {
      await sleep(delay);
      const status = await deliver(target, body, change, transaction.id, source);
      journal.webhook({ id, status });
      if (!retried(status)) break;
      if (attempt === retryDelaysMs.length) {
        journal.problem(`Webhook for ${id} not delivered to ${target.url} (last status ${status})`);
      }
    }
  }
}

async function deliver(
  target: WebhookTarget,
  body: string,
  { id, before, after }: Change,
  transactionId: string,
  source: { projectId: string; dataset: string },
): Promise<number> {
  try {
    const response = await fetch(target.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), target.secret),
        "sanity-operation": !after ? "delete" : before ? "update" : "create",
        "sanity-document-id": id,
        "sanity-project-id": source.projectId,
        "sanity-dataset": source.dataset,
        "sanity-transaction-id": transactionId,
        "idempotency-key": `${transactionId}#${id}`,
      },
      body,
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}
