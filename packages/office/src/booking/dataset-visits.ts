import type { Patch, SanityClient, Transaction } from "@sanity/client";
import { asksForReview, type OutboundStep, outboundSteps, pendingStep } from "../lead-document";
import {
  bookedWindowId,
  type ChangeTold,
  changeSteps,
  holdsPlace,
  type Visit,
  type VisitChange,
  type VisitChanged,
  visitStatuses,
  waitReasons,
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

/** A lead document's steps as read: each keyed by its step's name, with its round. */
type StepsRead = ReadonlyArray<{ _key?: string; step?: string | null; round?: number | null }>;

/**
 * `steps` due at `dueAt` again on a lead document, each in a round after the
 * one it had (added in round 0 when it had none): what a worker records of an
 * earlier round is dropped (the site's stores check the round).
 */
export function armSteps(
  patch: Patch,
  had: StepsRead | null | undefined,
  steps: readonly OutboundStep[],
  dueAt: string,
): Patch {
  if (steps.length === 0) return patch;
  const rounds = new Map((had ?? []).map((step) => [step._key ?? step.step, step.round ?? 0]));
  return patch
    .setIfMissing({ steps: [] })
    .unset(steps.filter((step) => rounds.has(step)).map((step) => `steps[_key=="${step}"]`))
    .append(
      "steps",
      steps.map((step) =>
        pendingStep(step, dueAt, rounds.has(step) ? (rounds.get(step) ?? 0) + 1 : 0),
      ),
    );
}

/** The steps a document lists, by name (those this version of the site knows). */
const stepsOf = (had: StepsRead | null | undefined) =>
  (had ?? []).flatMap((one) => {
    const step = outboundSteps.find((known) => known === one.step);
    return step ? [{ step }] : [];
  });

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
          waiting?: string | null;
          sequence?: number | null;
          was?: string | null;
          changedBy?: string | null;
        } | null;
      }
    | null
    | undefined,
): Visit | null {
  const visit = doc?.visit;
  const status = visitStatuses.find((known) => known === visit?.status);
  if (!visit?.window || !visit.service || !status) return null;
  const waiting = waitReasons.find((reason) => reason === visit.waiting);
  const changedBy = (["visitor", "office"] as const).find((by) => by === visit.changedBy);
  return {
    window: visit.window,
    service: visit.service,
    status,
    ...(visit.texts ? { texts: true } : {}),
    ...(waiting && status === "wanted" ? { waiting } : {}),
    ...(visit.sequence ? { sequence: visit.sequence } : {}),
    ...(visit.was ? { was: visit.was } : {}),
    ...(changedBy ? { changedBy } : {}),
  };
}

/**
 * Moves the visit of lead `id` to another window while it has room (its
 * place in the old one given back in the same transaction), or cancels it;
 * one more in its sequence, the window it had kept. With `told`, who asked
 * and the steps that tell it are due at once in the same transaction
 * (changeSteps: the visitor's notice, the office's, the CRM's event), so the
 * website's outbound worker sends them.
 */
export async function changeDatasetVisit(
  client: SanityClient,
  id: string,
  change: VisitChange,
  options: { told?: ChangeTold; now?: number } = {},
): Promise<VisitChanged> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const doc = await client.getDocument<{
      _type: string;
      _rev: string;
      visit?: Partial<Visit>;
      steps?: StepsRead;
    }>(id);
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
    const { waiting: _, ...rest } = visit;
    const next: Visit = {
      ...rest,
      ...(move
        ? { window: move.window, service: move.service, status: "moved" as const }
        : { status: "cancelled" as const }),
      sequence: (visit.sequence ?? 0) + 1,
      was: visit.window,
      ...(options.told ? { changedBy: options.told.by } : {}),
    };
    const dueAt = new Date(options.now ?? Date.now()).toISOString();
    transaction.patch(id, (patch) =>
      armSteps(
        patch.ifRevisionId(doc._rev).set({ visit: next }),
        doc.steps,
        options.told?.steps ?? [],
        dueAt,
      ),
    );
    try {
      await transaction.commit({ visibility: "sync" });
      return { outcome: move ? "moved" : "cancelled", visit: next };
    } catch (error) {
      if (!isConflict(error)) throw error;
    }
  }
  throw new Error(`The visit of ${id} was changed by others all the while: not changed.`);
}

/** The office's change in the Schedule, told to the visitor and the CRM (changeSteps). */
export async function officeChangesVisit(
  client: SanityClient,
  id: string,
  change: VisitChange,
): Promise<VisitChanged> {
  const doc = await client.getDocument<{ steps?: StepsRead }>(id);
  const steps = changeSteps("office", "move" in change ? "move" : "cancel", stepsOf(doc?.steps));
  return changeDatasetVisit(client, id, change, { told: { by: "office", steps } });
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
