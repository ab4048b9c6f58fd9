import { createHash, createHmac } from "node:crypto";
import {
  expiredLeadsQuery,
  type Lead,
  type LeadsDueForMailQueryResult,
  leadDocumentId,
  leadsDueForMailQuery,
  spamEvictedQuery,
  spamOfKindQuery,
} from "@hvac/content";
import { leadKeptMonths, monthsBefore, spamKeptDays, spamKind } from "@hvac/content/lead-document";
import { unknownOrigin } from "@hvac/content/results";
import type { LeadStore, SanityStoreConfig, StoredLead } from "@/leads/lead-store";
import { sanityWriteClient } from "@/leads/sanity-write-client";
import {
  duplicateWindowMs,
  maxMailAttempts,
  spamKeptPerKind,
  staleClaimMs,
} from "@/leads/store-limits";

type LeadDocument = Omit<Lead, "_createdAt" | "_updatedAt" | "_rev">;

function fromDocument(doc: LeadsDueForMailQueryResult[number]): StoredLead {
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
    status: doc.status ?? "new",
    mailStatus: doc.notification?.status ?? "off",
    mailAttempts: doc.notification?.attempts ?? 0,
    mailError: doc.notification?.error ?? null,
    mailedAt: doc.notification?.sentAt ?? null,
    spamReason: doc.spamReason ?? null,
    weakSign: doc.weakSign ?? null,
    origin: doc.origin?.channel
      ? {
          ...unknownOrigin(doc.page ?? ""),
          ...Object.fromEntries(Object.entries(doc.origin).filter(([, value]) => value != null)),
        }
      : unknownOrigin(doc.page ?? ""),
  };
}

/**
 * Leads as `lead` documents in the Sanity dataset, for the office to follow
 * in the Studio. A document's id comes from the request's duplicate key and
 * its 10-minute window, so a double click or a retry creates nothing new
 * (createIfNotExists), and the previous window is looked up first.
 */
export function sanityLeadStore(config: SanityStoreConfig): LeadStore {
  const client = sanityWriteClient(config);
  const idFor = (key: string, window: number) =>
    leadDocumentId(createHash("sha256").update(`${key}:${window}`).digest("hex").slice(0, 32));

  return {
    kind: "sanity",
    async save(lead, { duplicateKey, mail }) {
      const window = Math.floor(Date.parse(lead.receivedAt) / duplicateWindowMs);
      const previousId = idFor(duplicateKey, window - 1);
      if (await client.getDocument(previousId)) return { id: previousId, duplicate: true };
      const { id: _id, spamReason, weakSign, origin, ...answers } = lead;
      const document: LeadDocument = {
        ...answers,
        ...(spamReason ? { spamReason } : {}),
        ...(weakSign ? { weakSign } : {}),
        // Sanity keeps no nulls: a field the visit did not have is left out.
        origin: Object.fromEntries(Object.entries(origin).filter(([, value]) => value !== null)),
        _id: idFor(duplicateKey, window),
        _type: "lead",
        status: "new",
        notification: { status: mail && !spamReason ? "pending" : "off", attempts: 0 },
      };
      const transaction = client.transaction().createIfNotExists(document);
      if (spamReason) {
        // Room for one more of its kind: the oldest go in the same transaction, counted by day.
        const kind = await client.fetch(spamOfKindQuery, { reasons: [...spamKind(spamReason)] });
        const evicted = kind.oldest.slice(0, Math.max(0, kind.count - spamKeptPerKind + 1));
        for (const id of evicted) transaction.delete(id);
        if (evicted.length > 0) {
          const day = lead.receivedAt.slice(0, 10);
          const counter = `lead.spam-evicted-${day}`;
          transaction
            .createIfNotExists({ _id: counter, _type: "spamEvicted", day, count: 0 })
            .patch(counter, (patch) => patch.inc({ count: evicted.length }));
        }
      }
      const result = await transaction.commit({ visibility: "sync" });
      return { id: document._id, duplicate: result.results[0]?.operation !== "create" };
    },
    async claimMail(limit) {
      const now = Date.now();
      const due = await client.fetch(leadsDueForMailQuery, {
        stale: new Date(now - staleClaimMs).toISOString(),
        maxAttempts: maxMailAttempts,
      });
      const claimed: StoredLead[] = [];
      for (const doc of due) {
        if (claimed.length === limit) break;
        // The revision check makes the claim exclusive: another sender's claim changes it.
        const taken = await client
          .patch(doc._id)
          .ifRevisionId(doc._rev)
          .set({
            "notification.status": "sending",
            "notification.claimedAt": new Date(now).toISOString(),
          })
          .inc({ "notification.attempts": 1 })
          .commit()
          .then(
            () => true,
            () => false,
          );
        if (taken) claimed.push(fromDocument(doc));
      }
      return claimed;
    },
    async recordMail(id, outcome) {
      await client
        .patch(id)
        .set(
          outcome.sent
            ? { "notification.status": "sent", "notification.sentAt": new Date().toISOString() }
            : {
                "notification.status": "failed",
                "notification.error": outcome.error.slice(0, 500),
              },
        )
        .commit();
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
