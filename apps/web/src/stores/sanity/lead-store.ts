import { createHash, createHmac } from "node:crypto";
import {
  expiredLeadsQuery,
  type Lead,
  leadByIdQuery,
  leadsBetweenQuery,
  leadsWithDueStepsQuery,
  sentSinceQuery,
  spamEvictedQuery,
  spamOfKindQuery,
} from "@hvac/content";
import { remindersTextedQuery, visitsFromQuery } from "@hvac/content/booking-queries";
import { nationalDigits } from "@hvac/content/phone";
import {
  type BookedWindow,
  changeDatasetVisit,
  isConflict,
  takePlace,
  visitOf,
} from "@hvac/office/dataset-visits";
import {
  byRobot,
  leadDocumentId,
  leadKeptMonths,
  monthsBefore,
  pendingStep,
  type SpamReason,
  spamKeptDays,
  spamKind,
} from "@hvac/office/lead-document";
import { unknownOrigin } from "@hvac/office/results";
import { bookedWindowId, holdsPlace, placeHolding, type VisitRequest } from "@hvac/office/visit";
import type { Transaction } from "@sanity/client";
import type { SanityProject } from "@/server/settings";
import {
  inStepOrder,
  type LeadStore,
  type Saved,
  type StepState,
  type StoredLead,
} from "@/stores/lead-store";
import { sanityWriteClient } from "@/stores/sanity/write-client";
import { duplicateWindowMs, spamKeptPerKind, staleClaimMs } from "@/stores/store-limits";

type LeadDocument = Omit<Lead, "_createdAt" | "_updatedAt" | "_rev">;

/** A lead document as read (Sanity keeps no nulls: a field left out reads as missing). */
type LeadRead = Omit<Lead, "_createdAt" | "_updatedAt" | "_rev"> & {
  _createdAt: string;
  _rev: string;
};

const stepOf = (step: NonNullable<Lead["steps"]>[number]): StepState => ({
  step: step.step ?? "officeEmail",
  status: step.status ?? "pending",
  attempts: step.attempts ?? 0,
  dueAt: step.dueAt ?? "",
  error: step.error ?? null,
  doneAt: step.doneAt ?? null,
  pages: (step.pages ?? []).map(({ name, to, at, error }) => ({
    ...(name ? { name } : {}),
    to: to ?? "",
    at: at ?? "",
    ...(error ? { error } : {}),
  })),
});

function fromDocument(doc: LeadRead): StoredLead {
  return {
    id: doc._id,
    receivedAt: doc.receivedAt ?? doc._createdAt,
    locale: doc.locale ?? "en",
    page: doc.page ?? "",
    variant: doc.variant ?? "request",
    firstName: doc.firstName ?? "",
    lastName: doc.lastName ?? "",
    phone: doc.phone ?? "",
    email: doc.email ?? "",
    address: doc.address ?? "",
    city: doc.city ?? "",
    state: doc.state ?? "",
    zip: doc.zip ?? "",
    service: doc.service ?? "",
    message: doc.message ?? "",
    urgency: doc.urgency ?? null,
    preferredTime: doc.preferredTime ?? null,
    status: doc.status ?? "new",
    contactedAt: doc.contactedAt ?? null,
    steps: inStepOrder((doc.steps ?? []).map(stepOf)),
    spamReason: doc.spamReason ?? null,
    weakSign: doc.weakSign ?? null,
    origin: doc.origin?.channel
      ? {
          ...unknownOrigin(doc.page ?? ""),
          ...Object.fromEntries(Object.entries(doc.origin).filter(([, value]) => value != null)),
        }
      : unknownOrigin(doc.page ?? ""),
    visit: visitOf(doc),
  };
}

/**
 * Leads as `lead` documents in the Sanity dataset, for the office to follow
 * in the Studio. A document's id comes from the request's duplicate key and
 * its 10-minute window, so a double click or a retry creates nothing new
 * (createIfNotExists), and the previous window is looked up first.
 */
export function sanityLeadStore(config: SanityProject): LeadStore {
  const client = sanityWriteClient(config);
  const idFor = (key: string, window: number) =>
    leadDocumentId(createHash("sha256").update(`${key}:${window}`).digest("hex").slice(0, 32));

  const visitFields = ({ window, service, texts }: VisitRequest) => ({
    window,
    service,
    ...(texts ? { texts } : {}),
  });
  const wanted = (visit: VisitRequest) => ({ ...visitFields(visit), status: "wanted" as const });
  const duplicateOf = (doc: LeadRead): Saved => {
    const visit = fromDocument(doc).visit;
    return { id: doc._id, duplicate: true, ...(visit ? { visit } : {}) };
  };

  /** Room for one more suspected spam of its kind: the oldest go in the same transaction, counted by day. */
  async function makeRoom(transaction: Transaction, reason: SpamReason, receivedAt: string) {
    const kind = await client.fetch(spamOfKindQuery, { reasons: [...spamKind(reason)] });
    const evicted = kind.oldest.slice(0, Math.max(0, kind.count - spamKeptPerKind + 1));
    for (const id of evicted) transaction.delete(id);
    if (evicted.length > 0) {
      const day = receivedAt.slice(0, 10);
      const counter = `lead.spam-evicted-${day}`;
      transaction
        .createIfNotExists({ _id: counter, _type: "spamEvicted", day, count: 0 })
        .patch(counter, (patch) => patch.inc({ count: evicted.length }));
    }
  }

  /**
   * Saves a booking with its place, or as wanted when its window is full: the
   * lead and the window's count in one transaction, which Sanity refuses when
   * another instance moved the count (or made the lead, or changed it) since
   * it was read. Read again and retried then; kept as wanted if it never goes
   * through. The same request kept without a place asks again for one.
   */
  async function book(document: LeadDocument, visit: VisitRequest): Promise<Saved> {
    const counterId = bookedWindowId(visit.window);
    for (let attempt = 0; attempt < 8; attempt++) {
      const [found, counter] = await client.getDocuments<LeadRead | BookedWindow>([
        document._id,
        counterId,
      ]);
      const existing = found as LeadRead | null;
      if (
        existing &&
        (holdsPlace(fromDocument(existing).visit) || byRobot(existing.spamReason ?? null))
      ) {
        return duplicateOf(existing);
      }
      const booked = (counter as BookedWindow | null)?.booked ?? 0;
      const room = booked < visit.visits;
      const placed = { ...visitFields(visit), status: room ? "booked" : "wanted" } as const;
      const transaction = existing
        ? client
            .transaction()
            .patch(existing._id, (patch) =>
              patch.ifRevisionId(existing._rev).set({ visit: placed }),
            )
        : client.transaction().create({ ...document, visit: placed });
      if (!existing && document.spamReason) {
        await makeRoom(transaction, document.spamReason, document.receivedAt ?? "");
      }
      if (room) takePlace(transaction, visit.window, counter as BookedWindow | null);
      try {
        await transaction.commit({ visibility: "sync" });
        return { id: document._id, duplicate: existing !== null, visit: placed };
      } catch (error) {
        if (!isConflict(error)) throw error;
      }
    }
    // Never lost: kept as wanted, for the office to offer a window.
    const kept = await client
      .transaction()
      .createIfNotExists({ ...document, visit: wanted(visit) })
      .commit({ visibility: "sync" });
    const created = kept.results[0]?.operation === "create";
    return { id: document._id, duplicate: !created, visit: wanted(visit) };
  }

  return {
    kind: "sanity",
    async save(lead, { duplicateKey, steps, visit }) {
      const window = Math.floor(Date.parse(lead.receivedAt) / duplicateWindowMs);
      const previousId = idFor(duplicateKey, window - 1);
      const previous = await client.getDocument<LeadRead>(previousId);
      const placeable =
        !holdsPlace(previous && fromDocument(previous).visit) &&
        !byRobot(previous?.spamReason ?? null);
      if (previous && visit && placeable) {
        return book({ ...previous, _id: previousId }, visit);
      }
      if (previous) return duplicateOf(previous);
      const { id: _id, spamReason, weakSign, origin, urgency, preferredTime, ...answers } = lead;
      const document: LeadDocument = {
        ...answers,
        ...(spamReason ? { spamReason } : {}),
        ...(weakSign ? { weakSign } : {}),
        ...(urgency ? { urgency } : {}),
        ...(preferredTime ? { preferredTime } : {}),
        // Sanity keeps no nulls: a field the visit did not have is left out.
        origin: Object.fromEntries(Object.entries(origin).filter(([, value]) => value !== null)),
        _id: idFor(duplicateKey, window),
        _type: "lead",
        status: "new",
        // Suspected spam reaches no one: no email, no page, no webhook.
        steps: (spamReason ? [] : steps).map((step) => pendingStep(step, lead.receivedAt)),
      };
      // A robot's request holds no place a person could have had; a quick person's does.
      if (visit && !byRobot(spamReason)) return book(document, visit);
      const transaction = client.transaction().createIfNotExists({
        ...document,
        ...(visit ? { visit: wanted(visit) } : {}),
      });
      if (spamReason) await makeRoom(transaction, spamReason, lead.receivedAt);
      const result = await transaction.commit({ visibility: "sync" });
      const created = result.results[0]?.operation === "create";
      return {
        id: document._id,
        duplicate: !created,
        ...(visit && created ? { visit: wanted(visit) } : {}),
      };
    },
    async bookedVisits(keys) {
      const ids = keys.map(bookedWindowId);
      const windows = ids.length > 0 ? await client.getDocuments<BookedWindow>(ids) : [];
      return new Map(keys.map((key, i) => [key, windows[i]?.booked ?? 0]));
    },
    async visitsFrom(day) {
      const found = await client.fetch(visitsFromQuery, { day, holding: [...placeHolding] });
      return found.map(fromDocument);
    },
    async setTextsStopped(phone, stopped) {
      // Under `sms.`: private, as the leads are.
      const id = `sms.stopped-${nationalDigits(phone)}`;
      if (stopped) {
        await client.createIfNotExists({
          _id: id,
          _type: "textsStopped",
          at: new Date().toISOString(),
        });
      } else await client.delete(id);
    },
    async remindersTextedTo(phone, since) {
      const phones = await client.fetch(remindersTextedQuery, { since });
      return phones.filter((one) => nationalDigits(one ?? "") === nationalDigits(phone)).length;
    },
    async textsStopped(phone) {
      return (await client.getDocument(`sms.stopped-${nationalDigits(phone)}`)) !== undefined;
    },
    async leadById(id) {
      const doc = await client.getDocument<LeadRead>(id);
      return doc?._type === "lead" ? fromDocument(doc) : undefined;
    },
    changeVisit: (id, change) => changeDatasetVisit(client, id, change),
    async claimStep(now = Date.now()) {
      const due = await client.fetch(leadsWithDueStepsQuery, {
        now: new Date(now).toISOString(),
        stale: new Date(now - staleClaimMs).toISOString(),
      });
      const isDue = (step: StepState, doc: LeadRead) =>
        (["pending", "failed"].includes(step.status) &&
          step.dueAt <= new Date(now).toISOString()) ||
        (step.status === "sending" &&
          (doc.steps?.find((s) => s._key === step.step)?.claimedAt ?? "") <
            new Date(now - staleClaimMs).toISOString());
      const candidates = due
        .flatMap((doc) => fromDocument(doc).steps.map((step) => ({ doc, step })))
        .filter(({ doc, step }) => isDue(step, doc))
        // Pages first: a text to the on-call phone waits for no email.
        .sort(
          (a, b) =>
            Number(a.step.step !== "page") - Number(b.step.step !== "page") ||
            a.step.dueAt.localeCompare(b.step.dueAt),
        );
      for (const { doc, step } of candidates) {
        const path = `steps[_key=="${step.step}"]`;
        // The revision check makes the claim exclusive: another worker's claim changes it.
        const taken = await client
          .patch(doc._id)
          .ifRevisionId(doc._rev)
          .set({
            [`${path}.status`]: "sending",
            [`${path}.claimedAt`]: new Date(now).toISOString(),
          })
          .inc({ [`${path}.attempts`]: 1 })
          .commit({ returnDocuments: true })
          .then(
            (updated) => updated as unknown as LeadRead,
            () => undefined,
          );
        if (!taken) continue;
        const lead = fromDocument(taken);
        const claimed = lead.steps.find((s) => s.step === step.step);
        if (claimed) return { lead, step: claimed };
      }
      return undefined;
    },
    async recordStep(leadId, step, update) {
      const path = `steps[_key=="${step}"]`;
      const done = update.status !== "pending" && update.status !== "failed";
      await client
        .patch(leadId)
        .set({
          [`${path}.status`]: update.status,
          ...(update.dueAt ? { [`${path}.dueAt`]: update.dueAt } : {}),
          ...(update.error ? { [`${path}.error`]: update.error.slice(0, 500) } : {}),
          ...(done ? { [`${path}.doneAt`]: new Date().toISOString() } : {}),
          ...(update.pages
            ? {
                [`${path}.pages`]: update.pages.map((page, index) => ({
                  _key: `p${index}`,
                  _type: "pageSent",
                  ...page,
                })),
              }
            : {}),
        })
        .unset(update.error === null ? [`${path}.error`] : [])
        .commit();
    },
    async markContacted(id, at = new Date().toISOString()) {
      const doc = await client.fetch(leadByIdQuery, { id });
      if (!doc) return "unknown";
      if (doc.contactedAt) return "already";
      await client
        .patch(id)
        .ifRevisionId(doc._rev)
        .set({
          contactedAt: at,
          ...(doc.status === "new" || !doc.status ? { status: "contacted" } : {}),
        })
        .commit();
      return "marked";
    },
    async leadsBetween(from, to) {
      return (await client.fetch(leadsBetweenQuery, { from, to })).map(fromDocument);
    },
    async holdLease(holder, ttlMs, now = Date.now(), name = "worker") {
      const id = `lead.${name}-lease`;
      const until = new Date(now + ttlMs).toISOString();
      const lease = await client.getDocument<{ _rev: string; holder: string; until: string }>(id);
      const write = lease
        ? lease.holder === holder || lease.until < new Date(now).toISOString()
          ? client.patch(id).ifRevisionId(lease._rev).set({ holder, until }).commit()
          : undefined
        : client.create({ _id: id, _type: "workerLease", holder, until });
      return write
        ? write.then(
            () => true,
            () => false,
          )
        : false;
    },
    async sentSince(since, email) {
      // Nothing goes out about a request more than a day after it came.
      const recent = new Date(Date.parse(since) - 24 * 60 * 60 * 1000).toISOString();
      return client.fetch(sentSinceQuery, { since, recent, email: email.toLowerCase() });
    },
    // The write token is already the site's secret: the stamps' key is derived from it.
    signingKey: async () =>
      createHmac("sha256", config.token).update("lead form start stamps").digest("base64url"),
    async spamEvicted(since) {
      const day = new Date(since).toISOString().slice(0, 10);
      const total: unknown = await client.fetch(spamEvictedQuery, { since: day });
      return Number(total ?? 0);
    },
    async removeExpired(now = Date.now()) {
      const expired = await client.fetch(expiredLeadsQuery, {
        spamBefore: new Date(now - spamKeptDays * 24 * 60 * 60 * 1000).toISOString(),
        leadBefore: monthsBefore(now, leadKeptMonths),
      });
      if (expired.length === 0) return 0;
      const transaction = client.transaction();
      for (const id of expired) transaction.delete(id);
      await transaction.commit();
      return expired.length;
    },
  };
}
