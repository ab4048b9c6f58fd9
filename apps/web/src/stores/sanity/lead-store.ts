import { createHash, createHmac } from "node:crypto";
import type { Lead } from "@hvac/content";
import { nationalDigits } from "@hvac/content/phone";
import {
  armSteps,
  type BookedWindow,
  changeDatasetVisit,
  isConflict,
  takePlace,
  visitOf,
} from "@hvac/office/dataset-visits";
import {
  leadDocumentId,
  leadKeptMonths,
  monthsBefore,
  pendingStep,
  type SpamReason,
  spamKeptDays,
  spamKind,
  spamSteps,
} from "@hvac/office/lead-document";
import { inStepOrder, type StepState, type StoredLead } from "@hvac/office/lead-record";
import { canonicalEmail } from "@hvac/office/recipient";
import { unknownOrigin } from "@hvac/office/results";
import {
  bookedWindowId,
  holdsPlace,
  type PlaceQuota,
  placeHolding,
  type Visit,
  type VisitRequest,
  type WaitReason,
} from "@hvac/office/visit";
import type { Patch, Transaction } from "@sanity/client";
import type { LeadStore, Saved } from "@/stores/lead-store";
import {
  expiredLeadsQuery,
  leadByIdQuery,
  leadsBetweenQuery,
  leadsWithDueStepsQuery,
  remindersTextedQuery,
  sentSinceQuery,
  spamEvictedQuery,
  spamOfKindQuery,
  visitsFromQuery,
} from "@/stores/sanity/lead-queries";
import { type SanityWriter, sanityWriteClient } from "@/stores/sanity/write-client";
import type { StoreKeys } from "@/stores/store-keys";
import { duplicateWindowMs, spamKeptPerKind, staleClaimMs } from "@/stores/store-limits";
import type { TextOptOuts } from "@/stores/text-opt-outs";
import type { VisitBook } from "@/stores/visit-book";

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
  round: step.round ?? 0,
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
    source: doc.source ?? null,
    visit: visitOf(doc),
  };
}

/**
 * A quota's uses (PlaceQuota) as one private document of the recent uses'
 * times, moved on under a revision check like a window's count: its id is a
 * digest of its key, so no phone or email is spelt in an id.
 */
interface QuotaUses {
  _id: string;
  _rev: string;
  uses?: string[];
}
const quotaId = (key: string) =>
  `booking.quota-${createHash("sha256").update(key).digest("hex").slice(0, 32)}`;
const usesWithin = (doc: QuotaUses | null, quota: PlaceQuota, at: string) =>
  (doc?.uses ?? []).filter((use) => use > new Date(Date.parse(at) - quota.withinMs).toISOString());

/**
 * Leads as `lead` documents in the Sanity dataset, for the office to follow
 * in the Studio. A document's id comes from the request's duplicate key and
 * its 10-minute window, so a double click or a retry creates nothing new
 * (createIfNotExists), and the previous window is looked up first.
 */
export function sanityLeadStore(
  config: SanityWriter,
): LeadStore & VisitBook & TextOptOuts & StoreKeys {
  const client = sanityWriteClient(config);
  const idFor = (key: string, window: number) =>
    leadDocumentId(createHash("sha256").update(`${key}:${window}`).digest("hex").slice(0, 32));

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
   * Saves a booking with its place, or without one (and why): the lead, the
   * window's count and each quota's uses in one transaction, which Sanity
   * refuses when another instance moved any of them (or made the lead, or
   * changed it) since they were read. Read again and retried then; kept
   * waiting for a time if it never goes through. The same request kept
   * without a place asks again for one, and once booked has its steps due
   * again.
   */
  async function book(document: LeadDocument, asked: VisitRequest, at: string): Promise<Saved> {
    const counterId = bookedWindowId(asked.window);
    const quotas = asked.quotas ?? [];
    for (let attempt = 0; attempt < 8; attempt++) {
      const [found, counter, ...quotaDocs] = await client.getDocuments<
        LeadRead | BookedWindow | QuotaUses
      >([document._id, counterId, ...quotas.map((quota) => quotaId(quota.key))]);
      const existing = found as LeadRead | null;
      const kept = existing ? fromDocument(existing).visit : null;
      if (existing && (!kept || holdsPlace(kept) || existing.spamReason)) {
        return duplicateOf(existing);
      }
      const booked = (counter as BookedWindow | null)?.booked ?? 0;
      const spent = quotas.findIndex(
        (quota, i) => usesWithin(quotaDocs[i] as QuotaUses | null, quota, at).length >= quota.most,
      );
      const waiting: WaitReason | undefined =
        asked.visits <= 0
          ? (asked.waiting ?? "closed")
          : booked >= asked.visits
            ? "taken"
            : quotas[spent]?.reason;
      const placed: Visit = {
        window: asked.window,
        service: asked.service,
        status: waiting ? "wanted" : "booked",
        ...(asked.texts ? { texts: asked.texts } : {}),
        ...(waiting ? { waiting } : {}),
        ...(kept?.sequence ? { sequence: kept.sequence } : {}),
        ...(kept && kept.window !== asked.window ? { was: kept.window } : {}),
      };
      const transaction = existing
        ? client.transaction().patch(existing._id, (patch) => {
            const changed = patch.ifRevisionId(existing._rev).set({ visit: placed });
            // Booked after all: its confirmation, the office's notice and the CRM go out again.
            return waiting ? changed : armSteps(changed, existing.steps, asked.steps ?? [], at);
          })
        : client.transaction().create({ ...document, visit: placed });
      if (!existing && document.spamReason) {
        await makeRoom(transaction, document.spamReason, document.receivedAt ?? "");
      }
      if (!waiting) {
        takePlace(transaction, asked.window, counter as BookedWindow | null);
        quotas.forEach((quota, i) => {
          const doc = quotaDocs[i] as QuotaUses | null;
          const uses = [...usesWithin(doc, quota, at), at];
          if (doc)
            transaction.patch(doc._id, (patch) => patch.ifRevisionId(doc._rev).set({ uses }));
          else transaction.create({ _id: quotaId(quota.key), _type: "bookingQuota", uses });
        });
      }
      try {
        await transaction.commit({ visibility: "sync" });
        return { id: document._id, duplicate: existing !== null, visit: placed };
      } catch (error) {
        if (!isConflict(error)) throw error;
      }
    }
    // Never lost: kept waiting for a time, for the office to set one.
    const waiting: Visit = {
      window: asked.window,
      service: asked.service,
      status: "wanted",
      waiting: "taken",
      ...(asked.texts ? { texts: asked.texts } : {}),
    };
    const kept = await client
      .transaction()
      .createIfNotExists({ ...document, visit: waiting })
      .commit({ visibility: "sync" });
    const created = kept.results[0]?.operation === "create";
    return { id: document._id, duplicate: !created, visit: waiting };
  }

  return {
    kind: "sanity",
    async save(lead, { duplicateKey, steps, visit }) {
      const window = Math.floor(Date.parse(lead.receivedAt) / duplicateWindowMs);
      const previousId = idFor(duplicateKey, window - 1);
      const previous = await client.getDocument<LeadRead>(previousId);
      if (previous) {
        const kept = fromDocument(previous).visit;
        const asksAgain = visit && kept && !holdsPlace(kept) && !previous.spamReason;
        if (asksAgain && !lead.spamReason) {
          return book({ ...previous, _id: previousId }, visit, lead.receivedAt);
        }
        return duplicateOf(previous);
      }
      const {
        id: _id,
        spamReason,
        weakSign,
        origin,
        urgency,
        preferredTime,
        source,
        ...answers
      } = lead;
      const document: LeadDocument = {
        ...answers,
        ...(spamReason ? { spamReason } : {}),
        ...(weakSign ? { weakSign } : {}),
        ...(urgency ? { urgency } : {}),
        ...(preferredTime ? { preferredTime } : {}),
        ...(source ? { source } : {}),
        emailKey: canonicalEmail(lead.email),
        // Sanity keeps no nulls: a field the visit did not have is left out.
        origin: Object.fromEntries(Object.entries(origin).filter(([, value]) => value !== null)),
        _id: idFor(duplicateKey, window),
        _type: "lead",
        status: "new",
        // Suspected spam reaches no one but the office's alert.
        steps: (spamReason ? spamSteps(steps) : steps).map((step) =>
          pendingStep(step, lead.receivedAt),
        ),
      };
      if (visit) {
        // A request kept as suspected spam holds no place a person could have had.
        const asked = spamReason ? { ...visit, visits: 0, waiting: "suspected" as const } : visit;
        return book(document, asked, lead.receivedAt);
      }
      const transaction = client.transaction().createIfNotExists(document);
      if (spamReason) await makeRoom(transaction, spamReason, lead.receivedAt);
      const result = await transaction.commit({ visibility: "sync" });
      const created = result.results[0]?.operation === "create";
      return { id: document._id, duplicate: !created };
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
    changeVisit: (id, change, told) => changeDatasetVisit(client, id, change, told ? { told } : {}),
    async armSteps(id, steps, now = Date.now()) {
      for (let attempt = 0; attempt < 8; attempt++) {
        const doc = await client.getDocument<LeadRead>(id);
        if (!doc) return;
        try {
          await armSteps(
            client.patch(id).ifRevisionId(doc._rev),
            doc.steps,
            steps,
            new Date(now).toISOString(),
          ).commit({ visibility: "sync" });
          return;
        } catch (error) {
          if (!isConflict(error)) throw error;
        }
      }
    },
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
    async recordStep(leadId, step, update, round) {
      const path = `steps[_key=="${step}"]`;
      const done = update.status !== "pending" && update.status !== "failed";
      const record = (patch: Patch) =>
        patch
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
      if (round === undefined) {
        await record(client.patch(leadId));
        return;
      }
      // Only while the step is in that round: one made due again since runs again.
      for (let attempt = 0; attempt < 8; attempt++) {
        const doc = await client.getDocument<LeadRead>(leadId);
        if (!doc || (doc.steps?.find((one) => one._key === step)?.round ?? 0) !== round) return;
        try {
          await record(client.patch(leadId).ifRevisionId(doc._rev));
          return;
        } catch (error) {
          if (!isConflict(error)) throw error;
        }
      }
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
    async sentSince(since, { email, source }) {
      // Nothing goes out about a request more than a day after it came.
      const recent = new Date(Date.parse(since) - 24 * 60 * 60 * 1000).toISOString();
      return client.fetch(sentSinceQuery, {
        since,
        recent,
        email: canonicalEmail(email),
        source: source ?? "",
      });
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
