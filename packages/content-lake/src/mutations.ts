import { randomUUID } from "node:crypto";
import { Mutation } from "@sanity/mutator";
import { ActionError, refuseBrokenReferences } from "./actions";
import type { Doc, DocumentStore, Transaction } from "./documents";
import type { Journal } from "./journal";

/** One mutation of Sanity's Mutate API: `{create: doc}`, `{patch: {id, set}}`, `{delete: {id}}`... */
export type MutationRequest = Record<string, { _id?: string; id?: string; [key: string]: unknown }>;

/**
 * Applies the mutations of one request as one transaction, all or none, with
 * @sanity/mutator, Sanity's own engine: what the Studio sends when it
 * duplicates a document, and what @sanity/client's create and patch send.
 */
export function applyMutations(
  store: DocumentStore,
  journal: Journal,
  mutations: readonly MutationRequest[],
  transactionId?: string,
): Transaction {
  const staged = new Map<string, Doc | null>();
  const read = (id: string) => (staged.has(id) ? (staged.get(id) ?? null) : store.get(id));
  for (const mutation of mutations) {
    const [kind, body] = Object.entries(mutation)[0] ?? [];
    if (!kind || !body) throw new ActionError(400, "An empty mutation.");
    const id = body._id ?? body.id ?? (kind.startsWith("create") ? randomUUID() : "");
    if (!id) throw new ActionError(400, `${kind} names no document.`);
    const current = read(id);
    if (kind === "create" && current) throw new ActionError(409, `${id} already exists.`);
    if (kind === "patch" && !current) throw new ActionError(409, `Document ${id} does not exist.`);
    // The optimistic lock every writer of a fleet relies on: changed since read, refused.
    const expected = kind === "patch" ? body.ifRevisionID : undefined;
    if (expected !== undefined && current?._rev !== expected) {
      throw new ActionError(409, `Document ${id} has unexpected revision ID ${String(expected)}.`);
    }
    if (kind === "createIfNotExists" && current) continue;
    const withId = kind.startsWith("create") ? { [kind]: { ...body, _id: id } } : mutation;
    const next = new Mutation({ mutations: [withId] }).apply(current) as Doc | null;
    staged.set(id, next);
    journal.acted({ action: kind, id });
  }
  refuseBrokenReferences(store, staged);
  return store.commit(staged, transactionId);
}
