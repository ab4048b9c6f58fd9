import { beforeEach, describe, expect, it } from "vitest";
import type { CallEnd, CallRang, CallStore } from "@/calls/call-store";
import { textedToday } from "@/calls/text-back-reasons";
import { staleClaimMs } from "@/stores/store-limits";

/**
 * What every call store promises (call-store.ts), checked through the
 * contract alone against each backend (call-stores.test.ts): a fresh store
 * for each test, and a twin on the same data (another instance of a fleet).
 */
export interface CallStoreBackend {
  name: string;
  open(): Promise<{ store: CallStore; twin(): CallStore }>;
}

const t0 = Date.parse("2026-11-20T15:00:00.000Z");
const iso = (ms: number) => new Date(ms).toISOString();

const rang = (sid: string, patch: Partial<CallRang> = {}): CallRang => ({
  sid,
  at: iso(t0),
  caller: "+12105550177",
  number: "+12105550100",
  channel: "Website",
  language: "es",
  ...patch,
});
const missed = (at = t0 + 25_000): CallEnd => ({
  outcome: "missed",
  dialStatus: "no-answer",
  seconds: 0,
  endedAt: iso(at),
});
const answered = (seconds: number): CallEnd => ({
  outcome: "answered",
  dialStatus: "completed",
  seconds,
  endedAt: iso(t0 + seconds * 1000),
});
const today = { day: "2026-11-20" };

export function callStoreContract(backend: CallStoreBackend) {
  describe(`a call store: ${backend.name}`, () => {
    let store: CallStore;
    let twin: () => CallStore;
    beforeEach(async () => {
      ({ store, twin } = await backend.open());
    });

    it("records a call once, its first end only: Twilio's retries change nothing", async () => {
      await store.rang(rang("CA1"));
      await store.rang(rang("CA1", { channel: "Retried" }));
      const first = await store.ended(rang("CA1"), answered(185), today);
      expect(first.first).toBe(true);
      expect(first.call).toMatchObject({
        sid: "CA1",
        channel: "Website",
        outcome: "answered",
        seconds: 185,
        // Answered: no text back.
        textBack: null,
      });
      const retried = await twin().ended(rang("CA1"), missed(), today);
      expect(retried.first).toBe(false);
      expect(retried.call.outcome).toBe("answered");
      expect(await store.rows(iso(t0 - 1), iso(t0 + 1))).toEqual([
        {
          number: "+12105550100",
          channel: "Website",
          outcome: "answered",
          seconds: 185,
          textedBack: false,
          replied: false,
        },
      ]);
    });

    it("gives a caller one text back a day, whichever instance records the calls", async () => {
      // The same caller's two calls ending at once on two instances: one takes the day.
      const [one, two] = await Promise.all([
        store.ended(rang("CA1"), missed(), today),
        twin().ended(rang("CA2", { at: iso(t0 + 1000) }), missed(), today),
      ]);
      const states = [one.call.textBack?.status, two.call.textBack?.status].sort();
      expect(states).toEqual(["pending", "skipped"]);
      const skipped = [one, two].find(({ call }) => call.textBack?.status === "skipped");
      expect(skipped?.call.textBack?.error).toBe(textedToday);
      const pending = [one, two].find(({ call }) => call.textBack?.status === "pending");
      expect(pending?.call.textBack?.dueAt).toBe(iso(t0 + 25_000));
      // Another caller, and the same caller the next day, get theirs.
      const other = await store.ended(rang("CA3", { caller: "+12105550188" }), missed(), today);
      expect(other.call.textBack?.status).toBe("pending");
      const nextDay = await store.ended(rang("CA4"), missed(t0 + 86_400_000), {
        day: "2026-11-21",
      });
      expect(nextDay.call.textBack?.status).toBe("pending");
      // A text the site will not send is recorded with why; the call made when its ring was not.
      const stopped = await store.ended(rang("CA5", { caller: "+12105550199" }), missed(), {
        notSent: "Not texted: STOP",
      });
      expect(stopped.call.textBack).toMatchObject({ status: "skipped", error: "Not texted: STOP" });
    });

    it("records one end of a call that two instances are told of at once", async () => {
      const outcomes = await Promise.all([
        store.ended(rang("CA1"), missed(), today),
        twin().ended(rang("CA1"), missed(), today),
      ]);
      expect(outcomes.map(({ first }) => first).sort()).toEqual([false, true]);
      expect(await store.rows(iso(t0 - 1), iso(t0 + 1))).toHaveLength(1);
    });

    it("lends each text back to one worker, takes back one left sending, and records it", async () => {
      await store.ended(rang("CA1"), missed(), today);
      await store.ended(rang("CA2", { caller: "+12105550188" }), answered(30), today);
      const now = t0 + 30_000;
      const [claimed, meanwhile] = await Promise.all([
        store.claimTextBack(now),
        twin().claimTextBack(now),
      ]);
      const taken = [claimed, meanwhile].filter(Boolean);
      expect(taken).toHaveLength(1);
      expect(taken[0]).toMatchObject({
        sid: "CA1",
        caller: "+12105550177",
        number: "+12105550100",
        language: "es",
        textBack: { status: "sending", attempts: 1 },
      });
      expect(await store.claimTextBack(now + 1000)).toBeUndefined();
      // A worker that stopped mid-send: taken again once its claim is stale.
      const again = await twin().claimTextBack(now + staleClaimMs + 1000);
      expect(again?.textBack?.attempts).toBe(2);
      await store.recordTextBack("CA1", {
        status: "failed",
        dueAt: iso(now + staleClaimMs + 60_000),
        error: "503",
      });
      expect(await store.claimTextBack(now + staleClaimMs + 2000)).toBeUndefined();
      expect((await store.claimTextBack(now + staleClaimMs + 61_000))?.textBack?.error).toBe("503");
      await store.recordTextBack("CA1", { status: "sent", error: null });
      const [row] = await store.rows(iso(t0), iso(t0 + 1));
      expect(row?.textedBack).toBe(true);
      const [call] = await store.unansweredCalls("+12105550177", iso(t0));
      expect(call?.textBack).toMatchObject({ status: "sent", error: null });
      expect(call?.textBack?.doneAt).not.toBeNull();
    });

    it("finds a caller's unanswered calls, newest first, and keeps the requests of their replies", async () => {
      await store.ended(rang("CA1"), missed(), today);
      await store.rang(rang("CA2", { at: iso(t0 + 60_000) }));
      await store.ended(rang("CA3", { at: iso(t0 + 120_000) }), answered(60), today);
      await store.ended(rang("CA4", { caller: "+12105550188" }), missed(), today);
      const calls = await store.unansweredCalls("+12105550177", iso(t0));
      expect(calls.map((call) => [call.sid, call.outcome])).toEqual([
        ["CA2", null],
        ["CA1", "missed"],
      ]);
      expect(await store.unansweredCalls("+12105550177", iso(t0 + 1))).toHaveLength(1);
      await store.addRequest("CA1", "lead-1");
      await twin().addRequest("CA1", "lead-1");
      await store.addRequest("CA1", "lead-2");
      const [, first] = await store.unansweredCalls("+12105550177", iso(t0));
      expect(first?.requests).toEqual(["lead-1", "lead-2"]);
      const replied = (await store.rows(iso(t0), iso(t0 + 1))).find((row) => row.replied);
      expect(replied?.outcome).toBe("missed");
    });

    it("deletes the calls that rang before a moment, with their callers' numbers", async () => {
      await store.ended(rang("CA1"), missed(), today);
      await store.ended(rang("CA2", { at: iso(t0 + 86_400_000) }), answered(10), today);
      expect(await store.removeBefore(iso(t0 + 1000))).toBe(1);
      expect(await store.rows(iso(t0 - 86_400_000), iso(t0 + 2 * 86_400_000))).toHaveLength(1);
      expect(await store.unansweredCalls("+12105550177", iso(0))).toEqual([]);
    });
  });
}
