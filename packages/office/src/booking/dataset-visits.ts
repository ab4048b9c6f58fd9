import type { SanityClient, Transaction } from "@sanity/client";
import { asksForReview, type OutboundStep, pendingStep } from "../lead-document";
import {
  bookedWindowId,
  holdsPlace,
  type Visit,
  type VisitChange,
  type VisitChanged,
  visitStatuses,
} from "./visit";

/**
 * Visits kept in the Sanity dataset (leads in Sanity): each window's count of
 * booked visits is a document of its own, moved on under revision checks, so
 * the last place goes to one visitor whichever instance of the fleet (or the
 * office's Studio) asks. The website's lead store and the Studio's Schedule
 * change visits through here alone.
 */

/** A window's count of booked visits: created with the first, then moved on under revision checks. */
export interface BookedWindow {
  _id: string;
  _rev: string;
  booked: number;
}

/** The outbound step that tells the visitor where their visit stands (the office moved or cancelled it). */
export const visitNoticeStep = "visitNotice" satisfies OutboundStep;

/**
 * One more visit in a window's count, as read with revision `counter._rev`
 * (made with the first): the transaction fails if another writer moved it since.
 */
export function takePlace(transaction: Transaction, window: string, counter: BookedWindow | null) {
  const counterId = bookedWindowId(window);
  if (counter) {
    transaction.patch(counterId, (patch) => patch.ifRevisionId(counter._rev).inc({ booked: 1 }));
  } else {
    transaction.create({ _id: counterId, _type: "bookedWindow", window, booked: 1 });
  }
}

/** Another writer changed the same documents first (a revision or a creation): read again and retry. */
export const isConflict = (error: unknown) =>
  typeof error === "object" &&
  error !== null &&
  (error as { statusCode?: number }).statusCode === 409;

/** A lead document's visit, when it has a whole one. */
export function visitOf(
  doc:
    | {
        visit?: {
          window?: string | null;
          service?: string | null;
          status?: string | null;
          texts?: boolean | null;
        } | null;
      }
    | null
    | undefined,
): Visit | null {
  const visit = doc?.visit;
  const status = visitStatuses.find((known) => known === visit?.status);
  return visit?.window && visit.service && status
    ? {
        window: visit.window,
        service: visit.service,
        status,
        ...(visit.texts ? { texts: true } : {}),
      }
    : null;
}

/**
 * Moves the visit of lead `id` to another window while it has room (its
 * place in the old one given back in the same transaction), or cancels it.
 * With `tellVisitor`, the lead's visitNotice step is due at once, so the
 * website's outbound worker mails the visitor the change in their language.
 */
export async function changeDatasetVisit(
  client: SanityClient,
  id: string,
  change: VisitChange,
  options: { tellVisitor?: boolean; now?: number } = {},
): Promise<VisitChanged> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const doc = await client.getDocument<{ _type: string; _rev: string; visit?: Partial<Visit> }>(
      id,
    );
    const visit = doc?._type === "lead" ? visitOf(doc) : null;
    if (!doc || !visit) return { outcome: "unknown" };
    if (visit.status === "cancelled") return { outcome: "unchanged", visit };
    const move = "move" in change ? change.move : undefined;
    const staying = holdsPlace(visit) && visit.window === move?.window;
    const transaction = client.transaction();
    if (move && !staying) {
      const counter = await client.getDocument<BookedWindow>(bookedWindowId(move.window));
      if ((counter?.booked ?? 0) >= move.visits) return { outcome: "full", visit };
      takePlace(transaction, move.window, counter ?? null);
    }
    if (holdsPlace(visit) && !staying) {
      transaction.patch(bookedWindowId(visit.window), (patch) => patch.dec({ booked: 1 }));
    }
    const next: Visit = move
      ? { ...visit, window: move.window, service: move.service, status: "moved" }
      : { ...visit, status: "cancelled" };
    const dueAt = new Date(options.now ?? Date.now()).toISOString();
    transaction.patch(id, (patch) => {
      const changed = patch.ifRevisionId(doc._rev).set({ visit: next });
      if (!options.tellVisitor) return changed;
      // Due again from now, whether the visitor was told of an earlier change or not.
      return changed
        .setIfMissing({ steps: [] })
        .unset([`steps[_key=="${visitNoticeStep}"]`])
        .append("steps", [pendingStep(visitNoticeStep, dueAt)]);
    });
    try {
      await transaction.commit({ visibility: "sync" });
      return { outcome: move ? "moved" : "cancelled", visit: next };
    } catch (error) {
      if (!isConflict(error)) throw error;
    }
  }
  throw new Error(`The visit of ${id} was changed by others all the while: not changed.`);
}

/**
 * The office's marks on a visit in the Schedule: "confirmed" once they have
 * spoken with the visitor (the request then counts as contacted, its first
 * contact time kept), "done" once the technician has been (the customer's
 * one review request then due). A visit cancelled is not marked.
 */
export async function markDatasetVisit(
  client: SanityClient,
  id: string,
  status: "confirmed" | "done",
  now = Date.now(),
): Promise<boolean> {
  const doc = await client.getDocument<{
    _type: string;
    _rev: string;
    status?: string;
    contactedAt?: string;
    spamReason?: string;
    visit?: Partial<Visit>;
    steps?: Array<{ step?: string }>;
  }>(id);
  const visit = doc?._type === "lead" ? visitOf(doc) : null;
  if (!doc || !visit || !holdsPlace(visit)) return false;
  const patch = client
    .patch(id)
    .ifRevisionId(doc._rev)
    .set({
      "visit.status": status,
      ...(doc.contactedAt ? {} : { contactedAt: new Date(now).toISOString() }),
      ...(!doc.status || doc.status === "new" ? { status: "contacted" } : {}),
    });
  // Done: the customer's one review request is due.
  const review = asksForReview({ ...doc, visit: { status } });
  await (review
    ? patch
        .setIfMissing({ steps: [] })
        .append("steps", [pendingStep("reviewRequest", new Date(now).toISOString())])
    : patch
  ).commit({ visibility: "sync" });
  return true;
}
