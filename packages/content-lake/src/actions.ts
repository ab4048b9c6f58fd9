import { Mutation } from "@sanity/mutator";
import type { Doc, DocumentStore, Transaction } from "./documents";
import type { Journal, JournalAction } from "./journal";

/** A refusal the Content Lake would answer with this status. */
export class ActionError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The document actions of Sanity's Actions API, as the Studio sends them. */
export type Action = {
  actionType: string;
  draftId?: string;
  publishedId?: string;
  attributes?: Doc;
  patch?: Record<string, unknown>;
  includeDrafts?: string[];
  ifDraftRevisionId?: string;
  ifPublishedRevisionId?: string;
};

const actionPrefix = "sanity.action.document.";

/**
 * Applies a request's actions as one transaction, as the Content Lake does:
 * all of them or none. Edits are patches applied by @sanity/mutator, Sanity's
 * own patch engine, on the draft (made from the published document when none).
 */
export function applyActions(
  store: DocumentStore,
  journal: Journal,
  actions: readonly Action[],
  transactionId?: string,
): Transaction {
  const staged = new Map<string, Doc | null>();
  const applied: JournalAction[] = [];
  const read = (id: string | undefined) => {
    if (!id) throw new ActionError(400, "An action names no document.");
    return staged.has(id) ? (staged.get(id) ?? null) : store.get(id);
  };
  const existing = (id: string | undefined) => {
    const document = read(id);
    if (!document) throw new ActionError(409, `Document ${id} does not exist.`);
    return document;
  };
  const checkRevision = (id: string | undefined, revision: string | undefined) => {
    if (revision && existing(id)._rev !== revision) {
      throw new ActionError(409, `Document ${id} is not at revision ${revision}.`);
    }
  };

  for (const action of actions) {
    const { draftId = "", publishedId = "" } = action;
    const name = action.actionType.replace(actionPrefix, "");
    switch (name) {
      case "create": {
        const { attributes } = action;
        if (!attributes?._id) throw new ActionError(400, "create without attributes._id");
        if (read(attributes._id)) throw new ActionError(409, `${attributes._id} already exists.`);
        staged.set(attributes._id, attributes);
        break;
      }
      case "edit": {
        const base = read(draftId) ?? { ...existing(publishedId), _id: draftId };
        const patch = { ...action.patch, id: draftId };
        staged.set(draftId, new Mutation({ mutations: [{ patch }] }).apply(base) as Doc);
        break;
      }
      case "publish":
        checkRevision(draftId, action.ifDraftRevisionId);
        checkRevision(publishedId, action.ifPublishedRevisionId);
        staged.set(publishedId, { ...existing(draftId), _id: publishedId });
        staged.set(draftId, null);
        break;
      case "discard":
        existing(draftId);
        staged.set(draftId, null);
        break;
      case "delete": {
        // The published document and the drafts named go; one of them must exist.
        const ids = [publishedId, ...(action.includeDrafts ?? [])];
        if (!ids.some((id) => read(id)))
          throw new ActionError(409, `Nothing of ${publishedId} to delete.`);
        for (const id of ids) staged.set(id, null);
        break;
      }
      case "unpublish": {
        const published = existing(publishedId);
        if (!read(draftId)) staged.set(draftId, { ...published, _id: draftId });
        staged.set(publishedId, null);
        break;
      }
      default:
        throw new ActionError(400, `Unknown action ${action.actionType}`);
    }
    applied.push({ action: name, id: publishedId || draftId });
  }
  refuseBrokenReferences(store, staged);
  const transaction = store.commit(staged, transactionId);
  journal.acted(...applied);
  return transaction;
}

/** Whether `value` holds a strong reference (one without `_weak`) to `id`, at any depth. */
function refersStronglyTo(value: unknown, id: string): boolean {
  if (Array.isArray(value)) return value.some((item) => refersStronglyTo(item, id));
  if (!value || typeof value !== "object") return false;
  const object = value as Record<string, unknown>;
  if (object._ref === id && object._weak !== true) return true;
  return Object.values(object).some((item) => refersStronglyTo(item, id));
}

/**
 * The Content Lake keeps strong references whole: a transaction that deletes
 * (or unpublishes) a document another document refers to strongly fails, and
 * the Studio shows the office why.
 */
export function refuseBrokenReferences(store: DocumentStore, staged: Map<string, Doc | null>) {
  const gone = [...staged].filter(([id, document]) => !document && store.get(id)).map(([id]) => id);
  if (gone.length === 0) return;
  const after = [
    ...store.all().filter(({ _id }) => !staged.has(_id)),
    ...[...staged.values()].filter((document): document is Doc => document !== null),
  ];
  for (const id of gone) {
    const referrer = after.find((document) => refersStronglyTo(document, id));
    if (referrer) {
      throw new ActionError(
        409,
        `Document "${id}" cannot be deleted as there are references to it from "${referrer._id}"`,
      );
    }
  }
}
