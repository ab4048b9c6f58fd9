import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import type { Transaction } from "./documents";
import { isDraft } from "./documents";
import type { Journal } from "./journal";

/** Where Sanity's publish webhook goes and the secret it is signed with. */
export interface WebhookTarget {
  url: string;
  secret: string;
}

/**
 * Sends Sanity's webhook for each published document a transaction created or
 * changed or deleted, as the site's webhook is set up in docs/deploying.md, "The publishing
 * webhook" (drafts not included, projection `{_id, _type}`), signed with @sanity/webhook as Sanity
 * signs it.
 */
export async function sendPublishWebhooks(
  target: WebhookTarget,
  transaction: Transaction,
  journal: Journal,
  source: { projectId: string; dataset: string },
) {
  for (const { id, before, after } of transaction.changes) {
    // Triggered on create, update and delete; a deleted document's projection reads it as it was.
    const document = after ?? before;
    // The filter of docs/deploying.md, "The publishing webhook": published documents only,
    // service requests left out.
    if (isDraft(id) || !document || document._type === "lead") continue;
    const body = JSON.stringify({ _id: document._id, _type: document._type });
    const response = await fetch(target.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), target.secret),
        "sanity-operation": !after ? "delete" : before ? "update" : "create",
        "sanity-document-id": id,
        "sanity-project-id": source.projectId,
        "sanity-dataset": source.dataset,
        "sanity-transaction-id": transaction.id,
        "idempotency-key": `${transaction.id}#${id}`,
      },
      body,
    });
    journal.webhooks.push({ id, status: response.status });
  }
}
