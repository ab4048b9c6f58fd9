import type { Call } from "@hvac/content";
import { callRowsQuery } from "@hvac/content/call-queries";
import { callRowsFrom } from "@hvac/office/calls";
import { isConflict } from "@hvac/office/dataset-visits";
import type { CallRang, CallStore, StoredCall, TextBackAsked } from "@/calls/call-store";
import {
  dueTextBacksQuery,
  oldCallsQuery,
  unansweredCallsQuery,
} from "@/calls/sanity-call-queries";
import { textedToday } from "@/calls/text-back-reasons";
import { type SanityWriter, sanityWriteClient } from "@/stores/sanity/write-client";
import { staleClaimMs } from "@/stores/store-limits";

/** A `call` document as read (Sanity keeps no nulls: a field not set reads as missing). */
type CallDocument = Omit<Call, "_type" | "_createdAt" | "_updatedAt" | "_rev"> & { _rev?: string };
type TextBackDocument = NonNullable<Call["textBack"]>;

/** Under `call.`: ids with a dot are never readable without a token, as the leads' are. */
const callId = (sid: string) => `call.${sid}`;
/** The document that is a caller's one text back of a day: made once, so taken once. */
const textDayId = (caller: string, day: string) =>
  `call.text-day.${caller.replace(/\W/g, "")}.${day}`;

function fromDocument(doc: CallDocument): StoredCall {
  const textBack = doc.textBack?.status
    ? {
        status: doc.textBack.status,
        attempts: doc.textBack.attempts ?? 0,
        dueAt: doc.textBack.dueAt ?? "",
        error: doc.textBack.error ?? null,
        doneAt: doc.textBack.doneAt ?? null,
      }
    : null;
  return {
    sid: doc._id.slice("call.".length),
    at: doc.at ?? "",
    caller: doc.caller ?? "",
    number: doc.number ?? "",
    channel: doc.channel ?? "",
    language: doc.language === "es" ? "es" : "en",
    outcome: doc.outcome ?? null,
    dialStatus: doc.dialStatus ?? null,
    seconds: doc.seconds ?? 0,
    endedAt: doc.endedAt ?? null,
    textBack,
    requests: doc.requests ?? [],
  };
}

/**
 * The calls as `call` documents in the Sanity dataset, beside the leads:
 * each written under a revision check, so of two instances recording the
 * same call's end (Twilio's retry reaching another instance) one wins, and
 * a caller's text back of a day is a document created once.
 */
export function sanityCallStore(config: SanityWriter): CallStore {
  const client = sanityWriteClient(config);
  const base = (call: CallRang) => ({
    _id: callId(call.sid),
    _type: "call" as const,
    at: call.at,
    caller: call.caller,
    number: call.number,
    channel: call.channel,
    language: call.language,
  });

  return {
    kind: "sanity",
    async rang(call) {
      await client.createIfNotExists(base(call), { visibility: "sync" });
    },
    async ended(call, end, asked) {
      for (let attempt = 0; attempt < 8; attempt++) {
        const doc = await client.getDocument<CallDocument>(callId(call.sid));
        if (doc?.outcome) return { call: fromDocument(doc), first: false };
        const transaction = client.transaction();
        let textBack: TextBackDocument | undefined;
        const skipped = (error: string) => ({
          status: "skipped" as const,
          attempts: 0,
          dueAt: end.endedAt,
          error,
          doneAt: end.endedAt,
        });
        if (end.outcome === "missed" && asked) {
          textBack = await textBackFor(call, asked, end.endedAt, skipped, transaction);
        }
        const fields = { ...end, ...(textBack ? { textBack } : {}) };
        if (doc?._rev) {
          transaction.patch(callId(call.sid), (patch) =>
            patch.ifRevisionId(doc._rev ?? "").set(fields),
          );
        } else transaction.create({ ...base(call), ...fields });
        try {
          await transaction.commit({ visibility: "sync" });
          return { call: fromDocument({ ...base(call), ...doc, ...fields }), first: true };
        } catch (error) {
          // Another instance recorded it, or took the caller's day, meanwhile: read again.
          if (!isConflict(error)) throw error;
        }
      }
      throw new Error(`The end of call ${call.sid} was changed by others all the while.`);
    },
    async claimTextBack(now = Date.now()) {
      const due = await client.fetch(dueTextBacksQuery, {
        now: new Date(now).toISOString(),
        stale: new Date(now - staleClaimMs).toISOString(),
      });
      for (const doc of due) {
        const at = new Date(now).toISOString();
        // The revision check makes the claim exclusive: another worker's claim changes it.
        const taken = await client
          .patch(doc._id)
          .ifRevisionId(doc._rev)
          .set({ "textBack.status": "sending", "textBack.claimedAt": at })
          .inc({ "textBack.attempts": 1 })
          .commit({ returnDocuments: true })
          .then(
            (updated) => updated as unknown as CallDocument,
            () => undefined,
          );
        if (taken) return fromDocument(taken);
      }
      return undefined;
    },
    async recordTextBack(sid, update) {
      const done = update.status !== "pending" && update.status !== "failed";
      await client
        .patch(callId(sid))
        .set({
          "textBack.status": update.status,
          ...(update.dueAt ? { "textBack.dueAt": update.dueAt } : {}),
          ...(update.error ? { "textBack.error": update.error.slice(0, 500) } : {}),
          ...(done ? { "textBack.doneAt": new Date().toISOString() } : {}),
        })
        .unset(update.error === null ? ["textBack.error"] : [])
        .commit();
    },
    async unansweredCalls(caller, since) {
      return (await client.fetch(unansweredCallsQuery, { caller, since })).map(fromDocument);
    },
    async addRequest(sid, leadId) {
      for (let attempt = 0; attempt < 8; attempt++) {
        const doc = await client.getDocument<CallDocument>(callId(sid));
        if (!doc?._rev || doc.requests?.includes(leadId)) return;
        try {
          await client
            .patch(doc._id)
            .ifRevisionId(doc._rev)
            .setIfMissing({ requests: [] })
            .append("requests", [leadId])
            .commit({ visibility: "sync" });
          return;
        } catch (error) {
          if (!isConflict(error)) throw error;
        }
      }
    },
    rows: async (from, to) => callRowsFrom(await client.fetch(callRowsQuery, { from, to })),
    async removeBefore(before) {
      const ids = await client.fetch(oldCallsQuery, { before, day: before.slice(0, 10) });
      if (ids.length === 0) return 0;
      const transaction = client.transaction();
      for (const id of ids) transaction.delete(id);
      await transaction.commit();
      return ids.filter((id) => !id.startsWith("call.text-day.")).length;
    },
  };

  /** A missed call's text back: the caller's day taken in the same transaction, or why not. */
  async function textBackFor(
    call: CallRang,
    asked: TextBackAsked,
    at: string,
    skipped: (why: string) => TextBackDocument,
    transaction: ReturnType<typeof client.transaction>,
  ): Promise<TextBackDocument> {
    if ("notSent" in asked) return skipped(asked.notSent);
    const dayId = textDayId(call.caller, asked.day);
    if (await client.getDocument(dayId)) return skipped(textedToday);
    // `create` fails the whole transaction if another call took the day meanwhile.
    transaction.create({
      _id: dayId,
      _type: "callTextDay",
      caller: call.caller,
      day: asked.day,
      sid: call.sid,
    });
    return { status: "pending", attempts: 0, dueAt: at };
  }
}
