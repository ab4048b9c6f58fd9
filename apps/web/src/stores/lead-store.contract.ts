import { sampleLead } from "@hvac/test-fixtures/sample-lead";
import { beforeEach, describe, expect, it } from "vitest";
import { duplicateKey } from "@/leads/duplicate-key";
import type { LeadRecord, LeadStore, StoredLead } from "@/stores/lead-store";
import { duplicateWindowMs, staleClaimMs } from "@/stores/store-limits";

/**
 * What every lead store promises (lead-store.ts), checked through the
 * contract alone against each backend (lead-store.test.ts): a store fresh for
 * each test, a second instance on the same data (another server of a fleet),
 * and the office marking a request as a customer, as it does in its tools.
 */
export interface LeadStoreBackend {
  name: string;
  open(): Promise<{
    store: LeadStore;
    /** Another instance on the same data. */
    twin(): LeadStore;
    markCustomer(id: string): Promise<void>;
  }>;
}

const day = 24 * 60 * 60 * 1000;
const minute = 60_000;
let counter = 0;
/** A request, unique by its ZIP code (the duplicate key reads it). */
const request = (patch: Partial<LeadRecord> = {}): LeadRecord =>
  sampleLead({
    id: `lead-contract-${++counter}`,
    zip: String(70000 + counter),
    receivedAt: new Date().toISOString(),
    ...patch,
  });

export function leadStoreContract(backend: LeadStoreBackend) {
  describe(`a lead store: ${backend.name}`, () => {
    let store: LeadStore;
    let opened: Awaited<ReturnType<LeadStoreBackend["open"]>>;
    beforeEach(async () => {
      opened = await backend.open();
      store = opened.store;
    });
    const save = (lead: LeadRecord, steps: Parameters<LeadStore["save"]>[1]["steps"] = []) =>
      store.save(lead, { duplicateKey: duplicateKey(lead), steps });
    /** Every request kept as a lead (suspected spam left out). */
    const all = () => store.leadsBetween("2000-01-01T00:00:00.000Z", "2100-01-01T00:00:00.000Z");
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
        },
        {
          step: "officeEmail",
          status: "failed",
          attempts: 1,
          dueAt: later,
          error: "451",
          doneAt: null,
          pages: [],
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

    describe("a visit booked online", () => {
      const window = "2027-03-15T08:00-12:00";
      const service = "service:servicePage-acRepair";
      const book = (on: LeadStore, lead: LeadRecord, visits: number, key = window) =>
        on.save(lead, {
          duplicateKey: duplicateKey(lead),
          steps: ["officeEmail"],
          visit: { window: key, service, visits },
        });

      it("takes a place while its window has room; once full, the request is kept with the window it wanted", async () => {
        const first = await book(store, request(), 2);
        expect(first).toMatchObject({
          duplicate: false,
          visit: { window, service, status: "booked" },
        });
        expect((await book(store, request(), 2)).visit?.status).toBe("booked");
        const third = await book(store, request(), 2);
        expect(third.visit).toEqual({ window, service, status: "wanted" });
        const other = "2027-03-15T12:00-16:00";
        expect(await store.bookedVisits([window, other])).toEqual(
          new Map([
            [window, 2],
            [other, 0],
          ]),
        );
        expect((await byId(first.id))?.visit).toEqual({ window, service, status: "booked" });
        // Kept and planned like any request: the office hears of it.
        expect(await byId(third.id)).toMatchObject({
          visit: { window, service, status: "wanted" },
          steps: [expect.objectContaining({ step: "officeEmail", status: "pending" })],
        });
        const plain = await save(request());
        expect((await byId(plain.id))?.visit).toBeNull();
      });

      it("gives the last place, asked for at once on two instances, to one of them, five times over", async () => {
        const twin = opened.twin();
        for (const hour of ["08", "09", "10", "11", "12"]) {
          const key = `2027-03-16T${hour}:00-${hour}:30`;
          // The first window's only place; then the last of two, one taken before.
          const visits = hour === "08" ? 1 : 2;
          if (visits === 2) await book(store, request(), visits, key);
          const asked = await Promise.all([
            book(store, request(), visits, key),
            book(twin, request(), visits, key),
          ]);
          expect(asked.map((saved) => saved.visit?.status).sort()).toEqual(["booked", "wanted"]);
          expect(await twin.bookedVisits([key])).toEqual(new Map([[key, visits]]));
          // Both requests kept.
          for (const saved of asked) expect((await byId(saved.id))?.visit?.window).toBe(key);
        }
      });

      it("takes no second place for the same request sent again, nor any for a robot's request", async () => {
        const lead = request();
        const { id } = await book(store, lead, 3);
        const retry = { ...lead, id: `${lead.id}-retry` };
        expect(await book(store, retry, 3)).toEqual({
          id,
          duplicate: true,
          visit: { window, service, status: "booked" },
        });
        // Sent again for another window: the place it holds stays its one place.
        const elsewhere = "2027-03-15T12:00-16:00";
        expect(
          (await book(store, { ...lead, id: `${lead.id}-other` }, 3, elsewhere)).visit,
        ).toEqual({ window, service, status: "booked" });
        const robot = request({ spamReason: "honeypot" });
        expect((await book(store, robot, 3)).visit?.status).toBe("wanted");
        // Kept apart for a sign a quick person gives too: the place is theirs.
        const quick = request({ spamReason: "tooFast" });
        expect((await book(store, quick, 3)).visit?.status).toBe("booked");
        expect(await store.bookedVisits([window, elsewhere])).toEqual(
          new Map([
            [window, 2],
            [elsewhere, 0],
          ]),
        );
      });

      it("books the same request, kept as wanted, in another window sent with it again", async () => {
        const lead = request();
        const full = "2027-03-17T08:00-12:00";
        const open = "2027-03-17T12:00-16:00";
        const kept = await book(store, lead, 0, full);
        expect(kept.visit?.status).toBe("wanted");
        const again = await book(opened.twin(), { ...lead, id: `${lead.id}-again` }, 1, open);
        expect(again).toEqual({
          id: kept.id,
          duplicate: true,
          visit: { window: open, service, status: "booked" },
        });
        expect((await byId(kept.id))?.visit).toEqual({ window: open, service, status: "booked" });
        expect(await store.bookedVisits([full, open])).toEqual(
          new Map([
            [full, 0],
            [open, 1],
          ]),
        );
        expect(await all()).toHaveLength(1);
      });
      it("keeps a visitor's ask for texts with the visit, moved or not", async () => {
        const saved = await store.save(request(), {
          duplicateKey: "texts",
          steps: [],
          visit: { window: "2027-05-06T08:00-12:00", service, visits: 2, texts: true },
        });
        expect(saved.visit).toEqual({
          window: "2027-05-06T08:00-12:00",
          service,
          status: "booked",
          texts: true,
        });
        await store.changeVisit(saved.id, {
          move: { window: "2027-05-06T12:00-16:00", service, visits: 2 },
        });
        expect((await opened.twin().leadById(saved.id))?.visit).toEqual({
          window: "2027-05-06T12:00-16:00",
          service,
          status: "moved",
          texts: true,
        });
      });

      it("lists the visits holding a place from a day on, in window order, for the office's calendar", async () => {
        const later = await book(
          store,
          request({ firstName: "Later" }),
          3,
          "2027-05-04T12:00-16:00",
        );
        const sooner = await book(
          store,
          request({ firstName: "Sooner" }),
          3,
          "2027-05-04T08:00-12:00",
        );
        const before = await book(
          store,
          request({ firstName: "Before" }),
          3,
          "2027-05-03T08:00-12:00",
        );
        const gone = await book(store, request({ firstName: "Gone" }), 3, "2027-05-05T08:00-12:00");
        await store.changeVisit(gone.id, { cancel: true });
        const wanted = await book(
          store,
          request({ firstName: "Wanted" }),
          0,
          "2027-05-05T08:00-12:00",
        );
        const listed = (await opened.twin().visitsFrom("2027-05-04")).map((lead) => lead.id);
        expect(listed).toEqual([sooner.id, later.id]);
        expect(listed).not.toContain(before.id);
        expect(listed).not.toContain(wanted.id);
      });

      it("moves a visit to a window with room, giving its place back, and cancels it; a full window changes nothing", async () => {
        const from = "2027-03-18T08:00-12:00";
        const to = "2027-03-18T12:00-16:00";
        const { id } = await book(store, request(), 2, from);
        const other = await book(store, request(), 1, to);
        expect(other.visit?.status).toBe("booked");
        const twin = opened.twin();
        // The window asked for has its one place taken: nothing changes.
        expect(await twin.changeVisit(id, { move: { window: to, service, visits: 1 } })).toEqual({
          outcome: "full",
          visit: { window: from, service, status: "booked" },
        });
        expect(await store.changeVisit(id, { move: { window: to, service, visits: 2 } })).toEqual({
          outcome: "moved",
          visit: { window: to, service, status: "moved" },
        });
        expect(await twin.bookedVisits([from, to])).toEqual(
          new Map([
            [from, 0],
            [to, 2],
          ]),
        );
        expect((await store.leadById(id))?.visit).toEqual({ window: to, service, status: "moved" });
        // A moved visit holds its place: a second move into its own window keeps it.
        expect(
          (await store.changeVisit(id, { move: { window: to, service, visits: 2 } })).outcome,
        ).toBe("moved");
        expect(await twin.changeVisit(id, { cancel: true })).toEqual({
          outcome: "cancelled",
          visit: { window: to, service, status: "cancelled" },
        });
        expect(await store.bookedVisits([to])).toEqual(new Map([[to, 1]]));
        // Cancelled stays cancelled: no place taken by a later move.
        expect(await store.changeVisit(id, { move: { window: from, service, visits: 2 } })).toEqual(
          {
            outcome: "unchanged",
            visit: { window: to, service, status: "cancelled" },
          },
        );
        expect(await store.bookedVisits([from])).toEqual(new Map([[from, 0]]));
        expect(await store.changeVisit("lead-no-such", { cancel: true })).toEqual({
          outcome: "unknown",
        });
        expect(await store.leadById("lead-no-such")).toBeUndefined();
      });
    });

    it("stops the site's texts to a phone that replied STOP, on every instance, until START", async () => {
      expect(await store.textsStopped("+12105550142")).toBe(false);
      await store.setTextsStopped("+12105550142", true);
      // However the number is written.
      expect(await opened.twin().textsStopped("(210) 555-0142")).toBe(true);
      expect(await store.textsStopped("+12105550143")).toBe(false);
      await store.setTextsStopped("+12105550142", true);
      await opened.twin().setTextsStopped("210-555-0142", false);
      expect(await store.textsStopped("+12105550142")).toBe(false);
    });

    it("counts the reminder texts that went to a phone, however it was written", async () => {
      const since = new Date(Date.now() - 60_000).toISOString();
      const texted = await save(request({ phone: "(210) 555-0188" }), ["reminderText"]);
      await save(request({ phone: "210-555-0199" }), ["reminderText"]);
      expect(await store.remindersTextedTo("+12105550188", since)).toBe(0);
      await store.recordStep(texted.id, "reminderText", { status: "sent", error: null });
      expect(await opened.twin().remindersTextedTo("+12105550188", since)).toBe(1);
      expect(await store.remindersTextedTo("+12105550199", since)).toBe(0);
      expect(
        await store.remindersTextedTo("+12105550188", new Date(Date.now() + 60_000).toISOString()),
      ).toBe(0);
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

    it("lends the work to one worker of the fleet at a time, and to another when it lapses", async () => {
      const other = opened.twin();
      const now = Date.now();
      expect(await store.holdLease("a", 30_000, now)).toBe(true);
      expect(await other.holdLease("b", 30_000, now + 1000)).toBe(false);
      expect(await store.holdLease("a", 30_000, now + 2000)).toBe(true);
      expect(await other.holdLease("b", 30_000, now + 40_000)).toBe(true);
      expect(await store.holdLease("a", 30_000, now + 41_000)).toBe(false);
    });

    it("keeps suspected spam apart from the leads: no step, never claimed, never listed", async () => {
      const real = await save(request(), ["officeEmail"]);
      await save(request({ spamReason: "tooFast" }), ["officeEmail", "page"]);
      expect((await all()).map((lead) => lead.id)).toEqual([real.id]);
      expect((await store.claimStep())?.lead.id).toBe(real.id);
      expect(await store.claimStep()).toBeUndefined();
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
      await save(request({ receivedAt: ago(367) }));
      const customer = await save(request({ receivedAt: ago(900) }));
      await opened.markCustomer(customer.id);

      expect(await store.removeExpired(now)).toBe(2);
      expect((await all()).map((lead) => lead.id).sort()).toEqual([recent.id, customer.id].sort());
      expect(await store.removeExpired(now)).toBe(0);
    });

    it("keeps one signing key, the same on every instance", async () => {
      const key = await store.signingKey();
      expect(key).toMatch(/^[\w-]{43}$/);
      expect(await opened.twin().signingKey()).toBe(key);
    });

    it("counts the texts and confirmations sent in a span, for the hourly limits", async () => {
      const now = Date.now();
      const since = new Date(now - minute).toISOString();
      const at = (ms: number) => new Date(now + ms).toISOString();
      const first = await save(request({ email: "Ana.Limits@Example.com" }), [
        "page",
        "visitorEmail",
      ]);
      const second = await save(request({ email: "other@example.com" }), ["page", "visitorEmail"]);
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
      expect(await store.sentSince(since, "ana.limits@example.com")).toEqual({
        pages: 2,
        confirmations: 1,
        confirmationsTo: 1,
      });
      expect(await store.sentSince(since, "other@example.com")).toMatchObject({
        confirmationsTo: 0,
      });
      expect(await store.sentSince(at(2500), "ana.limits@example.com")).toMatchObject({ pages: 1 });
      expect(await store.sentSince(at(60 * minute), "ana.limits@example.com")).toEqual({
        pages: 0,
        confirmations: 0,
        confirmationsTo: 0,
      });
    });

    it("lends the paging summary's lease apart from the worker's", async () => {
      const now = Date.now();
      expect(await store.holdLease("worker", 30_000, now)).toBe(true);
      expect(await store.holdLease("first", 60_000, now, "pagingSummary")).toBe(true);
      expect(await opened.twin().holdLease("second", 60_000, now, "pagingSummary")).toBe(false);
      expect(await store.holdLease("second", 60_000, now + 61_000, "pagingSummary")).toBe(true);
    });
  });
}
