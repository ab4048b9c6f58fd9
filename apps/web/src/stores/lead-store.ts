import type { OutboundStep } from "@hvac/office/lead-document";
import type { LeadRecord, StepState, StepUpdate, StoredLead } from "@hvac/office/lead-record";
import type { Visit, VisitRequest } from "@hvac/office/visit";

/** A save's outcome: the lead's id (an earlier one's for a duplicate) and, for a booking, its visit. */
export interface Saved {
  id: string;
  duplicate: boolean;
  visit?: Visit;
}

/** What went out in a span of time: see `LeadStore.sentSince`. */
export interface SentCounts {
  /** On-call texts sent (each escalation counts). */
  pages: number;
  /** Requests from the source whose page sent a text. */
  pagedFromSource: number;
  /** Visitors' confirmations sent, in all, to the recipient, and about requests from the source. */
  confirmations: number;
  confirmationsTo: number;
  confirmationsFromSource: number;
}

/**
 * The requests and their outbound steps: what the lead form, the outbound
 * worker and the office's lists need. The visits booked with them are the
 * visit book's (visit-book.ts), the texts' opt-outs and the keys their own
 * seams; one backend keeps them all (sqlite/, sanity/).
 */
export interface LeadStore {
  kind: "sqlite" | "sanity";
  /**
   * Saves a lead durably before resolving, with its outbound steps due now.
   * When a request with the same duplicate key arrived within the window,
   * nothing is saved and that lead's id comes back instead. Suspected spam
   * keeps only the steps that reach the office alone (spamSteps), and beyond
   * `spamKeptPerKind` of its kind replaces the oldest of that kind, in the
   * same write.
   *
   * With `visit`, the lead takes a place in its window in the same write
   * while fewer than `visits` are booked there and each of its quotas has a
   * use left, whichever instance of the fleet asks (`status: "booked"`);
   * otherwise it is saved all the same, keeping the window it wanted
   * (`status: "wanted"`, `waiting` saying why). Suspected spam never holds a
   * place. The same request sent again with a window, while it holds no
   * place, asks for one for the request kept (a visitor picking another time
   * after the first was taken), and once it has one, `visit.steps` are due
   * again; one that holds a place takes no second.
   */
  save(
    lead: LeadRecord,
    options: { duplicateKey: string; steps: readonly OutboundStep[]; visit?: VisitRequest },
  ): Promise<Saved>;
  /** One request as stored (suspected spam too), or undefined. */
  leadById(id: string): Promise<StoredLead | undefined>;
  /** The leads received in [from, to) (ISO), suspected spam left out. */
  leadsBetween(from: string, to: string): Promise<StoredLead[]>;
  /**
   * Records that someone contacted the visitor (status "contacted", the
   * time kept): "already" when it was, "unknown" for no such lead.
   */
  markContacted(id: string, at?: string): Promise<"marked" | "already" | "unknown">;
  /** Makes `steps` of request `id` due at `now` again, each a new round (added if it had none). */
  armSteps(id: string, steps: readonly OutboundStep[], now?: number): Promise<void>;
  /**
   * Takes the step that has been due longest (or one a worker took and never
   * finished), so no other worker runs it too, with its lead as it is now.
   */
  claimStep(now?: number): Promise<{ lead: StoredLead; step: StepState } | undefined>;
  /**
   * Records what came of a step; with `round`, only while the step is still
   * in that round (a step made due again since is left to run again).
   */
  recordStep(leadId: string, step: OutboundStep, update: StepUpdate, round?: number): Promise<void>;
  /**
   * What went out since `since` (ISO), for the hourly limits and each
   * source's share of them (outbound/hourly-limits.ts): on-call texts sent
   * (each escalation counts) and requests from `source` paged; visitors'
   * confirmations sent, those to `email` (as one mailbox: canonicalEmail) and
   * those about requests from `source`.
   */
  sentSince(since: string, about: { email: string; source: string | null }): Promise<SentCounts>;
  /** How many suspected spam were deleted to make room for newer, since `since` (ms). */
  spamEvicted(since: number): Promise<number>;
  /**
   * Deletes what the privacy policy promises to delete: suspected spam after
   * `spamKeptDays`, a request never marked as a customer after
   * `leadKeptMonths`. Returns how many went.
   */
  removeExpired(now?: number): Promise<number>;
}
