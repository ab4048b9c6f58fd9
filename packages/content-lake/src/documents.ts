import { randomUUID } from "node:crypto";

export type Doc = { _id: string; _type: string; _rev?: string; [field: string]: unknown };

/** One document's change in a transaction: null before is a creation, null after a deletion. */
export interface Change {
  id: string;
  before: Doc | null;
  after: Doc | null;
}

export interface Transaction {
  id: string;
  timestamp: string;
  changes: Change[];
}

const draftPrefix = "drafts.";
export const isDraft = (id: string) => id.startsWith(draftPrefix);

/**
 * The documents of one dataset, changed only by whole transactions: each
 * changed document gets a new revision and timestamps, and every subscriber
 * (the open listeners, the copy on disk) hears the transaction once it is in.
 * History is kept in memory since the last reset, up to `historyLimit`
 * transactions and as many revisions of each document: what the Studio's
 * History panel and its review of changes ask for, not Sanity's retention.
 */
export class DocumentStore {
  #documents = new Map<string, Doc>();
  /** The transactions since the last reset (the latest `historyLimit`), oldest first: the translog. */
  readonly transactions: Transaction[] = [];
  /** The revisions each document has had, deleted ones included, by id then revision. */
  #revisions = new Map<string, Map<string, Doc>>();
  #subscribers = new Set<(transaction: Transaction) => void>();

  constructor(readonly historyLimit = Number.POSITIVE_INFINITY) {}

  /** Replaces every document, without telling listeners: a fresh dataset. */
  reset(documents: readonly Doc[]) {
    this.transactions.length = 0;
    const timestamp = new Date().toISOString();
    this.#revisions.clear();
    this.#documents = new Map();
    for (const document of documents) {
      this.#keep({ _createdAt: timestamp, _updatedAt: timestamp, _rev: randomUUID(), ...document });
    }
  }

  #keep(document: Doc) {
    this.#documents.set(document._id, document);
    const revisions = this.#revisions.get(document._id) ?? new Map<string, Doc>();
    revisions.set(String(document._rev), document);
    if (revisions.size > this.historyLimit) revisions.delete(revisions.keys().next().value ?? "");
    this.#revisions.set(document._id, revisions);
  }

  /** A document at a revision, or at its last one when none is named (even if deleted since). */
  revision(id: string, revision?: string): Doc | null {
    const revisions = this.#revisions.get(id);
    if (!revisions) return null;
    return (revision ? revisions.get(revision) : [...revisions.values()].at(-1)) ?? null;
  }

  get(id: string): Doc | null {
    return this.#documents.get(id) ?? null;
  }

  all(): Doc[] {
    return [...this.#documents.values()];
  }

  /**
   * Writes the next state of each document named (null deletes it) as one
   * transaction, under the id the client chose if any: the Studio knows its
   * edit is saved when that id comes back on its listener.
   */
  commit(next: ReadonlyMap<string, Doc | null>, id: string = randomUUID()): Transaction {
    const timestamp = new Date().toISOString();
    const transaction: Transaction = { id, timestamp, changes: [] };
    for (const [id, value] of next) {
      const before = this.get(id);
      if (!before && !value) continue;
      const after = value && {
        ...value,
        _id: id,
        _createdAt: before?._createdAt ?? timestamp,
        _updatedAt: timestamp,
        _rev: transaction.id,
      };
      if (after) this.#keep(after);
      else this.#documents.delete(id);
      transaction.changes.push({ id, before, after });
    }
    this.transactions.push(transaction);
    if (this.transactions.length > this.historyLimit) this.transactions.shift();
    for (const subscriber of this.#subscribers) subscriber(transaction);
    return transaction;
  }

  subscribe(subscriber: (transaction: Transaction) => void): () => void {
    this.#subscribers.add(subscriber);
    return () => this.#subscribers.delete(subscriber);
  }
}
