import type { LeadRecord, StoredLead } from "@hvac/office/lead-record";
import { beforeEach, describe, expect, it } from "vitest";
import { duplicateKey } from "@/leads/duplicate-key";
import type { LeadStore } from "@/stores/lead-store";
import {
  day,
  everyLead,
  minute,
  request,
  type StoreBackend,
  type StoreSeams,
} from "@/stores/store-backend.contract";
import { duplicateWindowMs, staleClaimMs } from "@/stores/store-limits";

/**
 * What every lead store promises (lead-store.ts): the requests and their
 * outbound steps, checked through the contract alone against each backend
 * (stores.test.ts).
 */
export function leadStoreContract(backend: StoreBackend) {
  describe(`a lead store: ${backend.name}`, () => {
    let store: StoreSeams;
    let opened: Awaited<ReturnType<StoreBackend["open"]>>;
    beforeEach(async () => {
      opened = await backend.open();
      store = opened.store;
    });
    const save = (lead: LeadRecord, steps: Parameters<LeadStore["save"]>[1]["steps"] = []) =>
      store.save(lead, { duplicateKey: duplicateKey(lead), steps });
    const all = () => everyLead(store);
    const byId = async (id: string): Promise<StoredLead | undefined> =>
      (await all()).find((lead) => lead.id === id);

    it("stores a repeated request once within the window, and again after it", async () => {
      const first = request();
      const saved = await save(first);
      expect(saved.duplicate).toBe(false);
      // Each arrival is a new request to the site: its own id.
      const retry = {
        ...first,
        id: `${first.id}-retry`,
        receivedAt: new Date(Date.now() + 1000).toISOString(),
      };
      expect(await save(retry)).toEqual({ id: saved.id, duplicate: true });
      // The same answers however they were typed: spacing, case.
      const sameWords = {
        ...first,
        id: `${first.id}-same`,
        phone: "210 555 0199",
        email: "ANA@example.com",
      };
      expect(await save(sameWords)).toEqual({ id: saved.id, duplicate: true });
      const later = {
        ...first,
        id: `${first.id}-later`,
        receivedAt: new Date(Date.now() + 2 * duplicateWindowMs + 1000).toISOString(),
      };
      expect(await save(later)).toMatchObject({ duplicate: false });
      expect(await save(request())).toMatchObject({ duplicate: false });
      expect(await all()).toHaveLength(3);
    });

    it("hands each due step to one worker, pages first, records what came of it, and takes it again when due", async () => {
      const { id } = await save(request({ urgency: "emergency" }), ["officeEmail", "page"]);
      const first = await store.claimStep();
      expect(first?.lead).toMatchObject({ id, urgency: "emergency" });
      expect(first?.step).toMatchObject({ step: "page", status: "sending", attempts: 1 });
      expect((await store.claimStep())?.step).toMatchObject({ step: "officeEmail" });
      expect(await store.claimStep()).toBeUndefined();

      const later = new Date(Date.now() + minute).toISOString();
      const pages = [{ name: "Luis", to: "+12105550111", at: new Date().toISOString() }];
      await store.recordStep(id, "page", { status: "pending", dueAt: later, pages });
      await store.recordStep(id, "officeEmail", { status: "failed", dueAt: later, error: "451" });
      expect(await store.claimStep()).toBeUndefined();
      expect((await byId(id))?.steps).toEqual([
        {
          step: "page",
          status: "pending",
          attempts: 1,
          dueAt: later,
          error: null,
          doneAt: null,
          pages,
          round: 0,
        },
        {
          step: "officeEmail",
          status: "failed",
          attempts: 1,
          dueAt: later,
          error: "451",
          doneAt: null,
          pages: [],
          round: 0,
        },
      ]);
      // Due again a minute later: taken again, and done.
      const again = await store.claimStep(Date.now() + minute + 1000);
      expect(again?.step).toMatchObject({ step: "page", attempts: 2, pages });
      await store.recordStep(id, "page", { status: "sent", error: null });
      expect((await byId(id))?.steps[0]).toMatchObject({
        status: "sent",
        error: null,
        doneAt: expect.stringMatching(/^\d{4}-/),
      });
    });

    it("keeps the first 500 characters of what went wrong with a step", async () => {
      const { id } = await save(request(), ["crm"]);
      await store.claimStep();
      const answer = `502 ${"<html>".repeat(200)}`;
      await store.recordStep(id, "crm", { status: "failed", error: answer });
      expect((await byId(id))?.steps[0]?.error).toBe(answer.slice(0, 500));
    });

    it("takes back a step a worker took and never finished", async () => {
      await save(request(), ["crm"]);
      expect(await store.claimStep()).toBeDefined();
      expect(await store.claimStep(Date.now() + minute)).toBeUndefined();
      expect((await store.claimStep(Date.now() + staleClaimMs + 1000))?.step).toMatchObject({
        step: "crm",
        attempts: 2,
      });
    });

    it("marks a request contacted once, keeping the first time", async () => {
      const { id } = await save(request(), ["page"]);
      expect(await store.markContacted(id, "2026-11-26T08:05:00.000Z")).toBe("marked");
      expect(await store.markContacted(id, "2026-11-26T09:00:00.000Z")).toBe("already");
      expect(await store.markContacted("lead.nobody")).toBe("unknown");
      expect(await byId(id)).toMatchObject({
        status: "contacted",
        contactedAt: "2026-11-26T08:05:00.000Z",
      });
    });

    it("keeps suspected spam apart from the leads: no step but the office's alert, never listed", async () => {
      const real = await save(request(), ["officeEmail"]);
      const quick = await save(request({ spamReason: "tooFast" }), [
        "officeEmail",
        "page",
        "bookingAlert",
      ]);
      expect((await all()).map((lead) => lead.id)).toEqual([real.id]);
      const claimed = [await store.claimStep(), await store.claimStep()];
      expect(claimed.map((one) => [one?.lead.id, one?.step.step]).sort()).toEqual(
        [
          [real.id, "officeEmail"],
          [quick.id, "bookingAlert"],
        ].sort(),
      );
      expect(await store.claimStep()).toBeUndefined();
    });

    it("makes steps due again as a new round, and drops what a worker records of the round before", async () => {
      const { id } = await save(request(), ["visitorEmail"]);
      const claimed = await store.claimStep();
      expect(claimed?.step).toMatchObject({ step: "visitorEmail", round: 0 });
      // The visit changes while the worker sends: the step is due again, in round 1.
      await opened.twin().armSteps(id, ["visitorEmail", "officeNotice"]);
      await store.recordStep(id, "visitorEmail", { status: "sent", error: null }, 0);
      expect((await store.leadById(id))?.steps).toEqual([
        expect.objectContaining({ step: "visitorEmail", status: "pending", round: 1, attempts: 0 }),
        expect.objectContaining({ step: "officeNotice", status: "pending", round: 0 }),
      ]);
      const again = await store.claimStep();
      expect(again?.step).toMatchObject({ round: 1 });
      await store.recordStep(
        id,
        again?.step.step ?? "visitorEmail",
        { status: "sent", error: null },
        again?.step.round,
      );
      expect(
        (await store.leadById(id))?.steps.find((one) => one.step === again?.step.step),
      ).toMatchObject({ status: "sent" });
    });

    it("records a weak sign on a lead, which gets its steps as usual", async () => {
      const { id } = await save(request({ weakSign: "noStamp" }), ["officeEmail"]);
      expect(await byId(id)).toMatchObject({
        weakSign: "noStamp",
        steps: [{ step: "officeEmail", status: "pending" }],
      });
    });

    it("keeps the privacy policy's promises: spam gone after 30 days, a request that never became a customer after 12 months", async () => {
      const now = Date.now();
      const ago = (days: number) => new Date(now - days * day).toISOString();
      await save(request({ receivedAt: ago(31), spamReason: "honeypot" }));
      await save(request({ receivedAt: ago(29), spamReason: "burst" }));
      const recent = await save(request({ receivedAt: ago(200) }));
      await save(request({ receivedAt: ago(367) }), ["officeEmail"]);
      const customer = await save(request({ receivedAt: ago(900) }));
      await opened.markCustomer(customer.id);

      expect(await store.removeExpired(now)).toBe(2);
      expect((await all()).map((lead) => lead.id).sort()).toEqual([recent.id, customer.id].sort());
      expect(await store.removeExpired(now)).toBe(0);
      // Its steps gone with it: the next due is a request still kept.
      const fresh = await save(request(), ["officeEmail"]);
      expect((await store.claimStep())?.lead.id).toBe(fresh.id);
    });

    it("counts the texts and confirmations sent in a span, in all, by recipient and by source", async () => {
      const now = Date.now();
      const since = new Date(now - minute).toISOString();
      const at = (ms: number) => new Date(now + ms).toISOString();
      const first = await save(request({ email: "Ana.Limits@Example.com", source: "src-a" }), [
        "page",
        "visitorEmail",
      ]);
      const second = await save(request({ email: "other@example.com", source: "src-b" }), [
        "page",
        "visitorEmail",
      ]);
      await store.recordStep(first.id, "page", {
        status: "pending",
        dueAt: at(5 * minute),
        pages: [
          { to: "+12105550111", at: at(1000) },
          { to: "+12105550112", at: at(2000), error: "refused" },
        ],
      });
      await store.recordStep(second.id, "page", {
        status: "sent",
        dueAt: at(5 * minute),
        pages: [{ to: "+12105550111", at: at(3000) }],
      });
      await store.recordStep(first.id, "visitorEmail", { status: "sent", error: null });
      await store.recordStep(second.id, "visitorEmail", { status: "held", error: "Held" });

      // A text the provider refused and a held confirmation sent nothing.
      expect(
        await store.sentSince(since, { email: "ana.limits@example.com", source: "src-a" }),
      ).toEqual({
        pages: 2,
        pagedFromSource: 1,
        confirmations: 1,
        confirmationsTo: 1,
        confirmationsFromSource: 1,
      });
      // One mailbox however it is written: capitals, dots, a +tag, look-alike letters.
      for (const email of [
        "ANA.LIMITS@EXAMPLE.COM",
        "analimits+1@example.com",
        "ａｎａ.limits@example.com",
      ]) {
        expect(await store.sentSince(since, { email, source: null })).toMatchObject({
          confirmationsTo: 1,
          confirmationsFromSource: 0,
          pagedFromSource: 0,
        });
      }
      expect(
        await store.sentSince(since, { email: "other@example.com", source: "src-b" }),
      ).toMatchObject({
        confirmationsTo: 0,
        pagedFromSource: 1,
        confirmationsFromSource: 0,
      });
      expect(
        await store.sentSince(since, { email: "x@example.com", source: "src-c" }),
      ).toMatchObject({
        pagedFromSource: 0,
        confirmationsFromSource: 0,
      });
      expect(
        await store.sentSince(at(2500), { email: "ana.limits@example.com", source: "src-a" }),
      ).toMatchObject({ pages: 1, pagedFromSource: 0 });
      expect(
        await store.sentSince(at(60 * minute), {
          email: "ana.limits@example.com",
          source: "src-a",
        }),
      ).toEqual({
        pages: 0,
        pagedFromSource: 0,
        confirmations: 0,
        confirmationsTo: 0,
        confirmationsFromSource: 0,
      });
    });
  });
}
