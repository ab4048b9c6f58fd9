import type { LeadRecord, StoredLead } from "@hvac/office/lead-record";
import { beforeEach, describe, expect, it } from "vitest";
import { duplicateKey } from "@/leads/duplicate-key";
import {
  day,
  everyLead,
  minute,
  request,
  type StoreBackend,
  type StoreSeams,
} from "@/stores/store-backend.contract";

/**
 * What every backend's visit book promises (visit-book.ts), with the
 * booking that takes its place in the request's own write (LeadStore.save),
 * through the contracts alone.
 */
export function visitBookContract(backend: StoreBackend) {
  describe(`the visit book: ${backend.name}`, () => {
    let store: StoreSeams;
    let opened: Awaited<ReturnType<StoreBackend["open"]>>;
    beforeEach(async () => {
      opened = await backend.open();
      store = opened.store;
    });
    const all = () => everyLead(store);
    const byId = async (id: string): Promise<StoredLead | undefined> =>
      (await all()).find((lead) => lead.id === id);

    describe("a visit booked online", () => {
      const window = "2027-03-15T08:00-12:00";
      const service = "service:servicePage-acRepair";
      const book = (on: StoreSeams, lead: LeadRecord, visits: number, key = window) =>
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
        expect(third.visit).toEqual({ window, service, status: "wanted", waiting: "taken" });
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
          visit: { window, service, status: "wanted", waiting: "taken" },
          steps: [expect.objectContaining({ step: "officeEmail", status: "pending" })],
        });
        const plainLead = request();
        const plain = await store.save(plainLead, {
          duplicateKey: duplicateKey(plainLead),
          steps: [],
        });
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

      it("takes no second place for the same request sent again, nor any for suspected spam, even sent again clean", async () => {
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
        // Suspected spam holds no place, whether a robot's sign or one a quick person gives too.
        for (const spamReason of ["honeypot", "tooFast", "burst"] as const) {
          const suspected = request({ spamReason });
          expect((await book(store, suspected, 3)).visit).toMatchObject({
            status: "wanted",
            waiting: "suspected",
          });
          // Sent again with the same answers and no sign this time: still no place.
          const clean = { ...suspected, id: `${suspected.id}-clean`, spamReason: null };
          expect((await book(opened.twin(), clean, 3, elsewhere)).visit?.status).toBe("wanted");
        }
        // Kept without a place (its window full), sent again with a robot's sign this time: still none.
        const person = request();
        await book(store, person, 0);
        const robot = { ...person, id: `${person.id}-robot`, spamReason: "honeypot" as const };
        expect((await book(opened.twin(), robot, 3, elsewhere)).visit?.status).toBe("wanted");
        expect(await store.bookedVisits([window, elsewhere])).toEqual(
          new Map([
            [window, 1],
            [elsewhere, 0],
          ]),
        );
      });

      it("keeps a request without a place as it was when sent again without a time, or for a time as full", async () => {
        const lead = request();
        const kept = await store.save(lead, {
          duplicateKey: duplicateKey(lead),
          steps: ["visitorEmail"],
          visit: { window, service, visits: 0, waiting: "taken" },
        });
        const wanted = { window, service, status: "wanted", waiting: "taken" };
        expect(kept.visit).toEqual(wanted);
        const claimed = await store.claimStep();
        await store.recordStep(
          kept.id,
          "visitorEmail",
          { status: "sent", error: null },
          claimed?.step.round,
        );
        const plain = { ...lead, id: `${lead.id}-plain` };
        expect(
          await store.save(plain, { duplicateKey: duplicateKey(lead), steps: ["visitorEmail"] }),
        ).toMatchObject({ id: kept.id, duplicate: true });
        expect((await byId(kept.id))?.visit).toEqual(wanted);
        const full = "2027-03-19T08:00-12:00";
        const again = await opened.twin().save(
          { ...lead, id: `${lead.id}-full` },
          {
            duplicateKey: duplicateKey(lead),
            steps: ["visitorEmail"],
            visit: { window: full, service, visits: 0, waiting: "taken", steps: ["visitorEmail"] },
          },
        );
        expect(again.visit).toMatchObject({ window: full, status: "wanted" });
        // Nothing booked: its confirmation is not sent again.
        expect((await byId(kept.id))?.steps).toEqual([
          expect.objectContaining({ step: "visitorEmail", status: "sent", round: 0 }),
        ]);
      });

      it("books a request kept without a place in the window it wanted once that has room, nothing more due", async () => {
        const lead = request();
        const kept = await store.save(lead, {
          duplicateKey: duplicateKey(lead),
          steps: [],
          visit: { window, service, visits: 0, waiting: "closed" },
        });
        expect(kept.visit).toMatchObject({ status: "wanted", waiting: "closed" });
        const again = await store.save(
          { ...lead, id: `${lead.id}-again` },
          { duplicateKey: duplicateKey(lead), steps: [], visit: { window, service, visits: 1 } },
        );
        expect(again).toEqual({
          id: kept.id,
          duplicate: true,
          visit: { window, service, status: "booked" },
        });
        expect(await byId(kept.id)).toMatchObject({
          visit: { window, service, status: "booked" },
          steps: [],
        });
      });

      it("books the same request, kept without a place, in another window sent with it again: its steps due again", async () => {
        const lead = request();
        const full = "2027-03-17T08:00-12:00";
        const open = "2027-03-17T12:00-16:00";
        const kept = await store.save(lead, {
          duplicateKey: duplicateKey(lead),
          steps: ["officeEmail", "visitorEmail"],
          visit: { window: full, service, visits: 0, waiting: "taken" },
        });
        expect(kept.visit).toMatchObject({ status: "wanted", waiting: "taken" });
        const first = await store.claimStep();
        await store.recordStep(
          kept.id,
          first?.step.step ?? "officeEmail",
          { status: "sent", error: null },
          0,
        );
        const again = await opened.twin().save(
          { ...lead, id: `${lead.id}-again` },
          {
            duplicateKey: duplicateKey(lead),
            steps: ["officeEmail", "visitorEmail"],
            visit: { window: open, service, visits: 1, steps: ["visitorEmail", "officeNotice"] },
          },
        );
        const booked = { window: open, service, status: "booked", was: full };
        expect(again).toEqual({ id: kept.id, duplicate: true, visit: booked });
        const stored = await byId(kept.id);
        expect(stored?.visit).toEqual(booked);
        // Its confirmation, due again in a new round, and the office's notice.
        expect(stored?.steps).toEqual(
          expect.arrayContaining([
            expect.objectContaining({ step: "visitorEmail", status: "pending", round: 1 }),
            expect.objectContaining({ step: "officeNotice", status: "pending", round: 0 }),
          ]),
        );
        expect(await store.bookedVisits([full, open])).toEqual(
          new Map([
            [full, 0],
            [open, 1],
          ]),
        );
        expect(await all()).toHaveLength(1);
      });

      it("holds a booking to its quotas: past a source's most it waits for the office, why said; other sources book", async () => {
        const quota = (key: string, reason: "address" | "phone", most = 2) => ({
          key,
          most,
          withinMs: 60 * minute,
          reason,
        });
        const held = (key: string, reason: "address" | "phone") => ({
          window,
          service,
          visits: 10,
          quotas: [quota(key, reason), quota(`site:${window}`, "phone", 100)],
        });
        const outcomes: string[] = [];
        for (let n = 0; n < 3; n++) {
          const lead = request();
          const saved = await store.save(lead, {
            duplicateKey: duplicateKey(lead),
            steps: [],
            visit: held("address:a", "address"),
          });
          outcomes.push(saved.visit?.waiting ?? saved.visit?.status ?? "");
        }
        expect(outcomes).toEqual(["booked", "booked", "address"]);
        // The expired cleared away, a quota's recent uses still count.
        await store.removeExpired();
        const fourth = request();
        expect(
          (
            await store.save(fourth, {
              duplicateKey: duplicateKey(fourth),
              steps: [],
              visit: held("address:a", "address"),
            })
          ).visit?.waiting,
        ).toBe("address");
        const other = request();
        expect(
          (
            await opened.twin().save(other, {
              duplicateKey: duplicateKey(other),
              steps: [],
              visit: held("address:b", "address"),
            })
          ).visit?.status,
        ).toBe("booked");
        // Past its span, a quota's uses count for nothing.
        const later = request({ receivedAt: new Date(Date.now() + 61 * minute).toISOString() });
        expect(
          (
            await store.save(later, {
              duplicateKey: duplicateKey(later),
              steps: [],
              visit: held("address:a", "address"),
            })
          ).visit?.status,
        ).toBe("booked");
        expect(await store.bookedVisits([window])).toEqual(new Map([[window, 4]]));
      });

      it("counts no use of a quota for a booking that waits", async () => {
        const ask = (visits: number) => {
          const lead = request();
          return store.save(lead, {
            duplicateKey: duplicateKey(lead),
            steps: [],
            visit: {
              window,
              service,
              visits,
              quotas: [{ key: "phone:waits", most: 1, withinMs: day, reason: "phone" }],
            },
          });
        };
        expect((await ask(0)).visit?.waiting).toBe("closed");
        expect((await ask(2)).visit?.status).toBe("booked");
        expect((await ask(2)).visit?.waiting).toBe("phone");
      });

      it("gives a quota's last use to one of two instances asking at once", async () => {
        const twin = opened.twin();
        for (const run of [1, 2, 3]) {
          const key = `phone:race-${run}`;
          const ask = (on: StoreSeams) => {
            const lead = request();
            return on.save(lead, {
              duplicateKey: duplicateKey(lead),
              steps: [],
              visit: {
                window,
                service,
                visits: 100,
                quotas: [{ key, most: 1, withinMs: day, reason: "phone" }],
              },
            });
          };
          const both = await Promise.all([ask(store), ask(twin)]);
          expect(both.map((saved) => saved.visit?.waiting ?? "booked").sort()).toEqual([
            "booked",
            "phone",
          ]);
        }
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
        // Told to nobody: nothing due.
        expect((await store.leadById(saved.id))?.steps).toEqual([]);
        expect((await opened.twin().leadById(saved.id))?.visit).toEqual({
          window: "2027-05-06T12:00-16:00",
          service,
          status: "moved",
          texts: true,
          sequence: 1,
          was: "2027-05-06T08:00-12:00",
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

      it("moves a visit to a window with room, giving its place back, and cancels it, each change told; a full window changes nothing", async () => {
        const from = "2027-03-18T08:00-12:00";
        const to = "2027-03-18T12:00-16:00";
        const { id } = await book(store, request(), 2, from);
        const other = await book(store, request(), 1, to);
        expect(other.visit?.status).toBe("booked");
        const twin = opened.twin();
        const told = {
          by: "visitor" as const,
          steps: ["visitNotice", "officeNotice", "crm"] as const,
        };
        // The window asked for has its one place taken: nothing changes, nobody is told.
        expect(
          await twin.changeVisit(id, { move: { window: to, service, visits: 1 } }, told),
        ).toEqual({
          outcome: "full",
          visit: { window: from, service, status: "booked" },
        });
        expect((await store.leadById(id))?.steps.map((one) => one.step)).toEqual(["officeEmail"]);
        const moved = {
          window: to,
          service,
          status: "moved",
          sequence: 1,
          was: from,
          changedBy: "visitor",
        };
        expect(
          await store.changeVisit(id, { move: { window: to, service, visits: 2 } }, told),
        ).toEqual({ outcome: "moved", visit: moved });
        expect(await twin.bookedVisits([from, to])).toEqual(
          new Map([
            [from, 0],
            [to, 2],
          ]),
        );
        const after = await store.leadById(id);
        expect(after?.visit).toEqual(moved);
        // Told in the same write: the visitor's notice, the office's, the CRM's event.
        expect(after?.steps.map((one) => [one.step, one.status])).toEqual([
          ["officeEmail", "pending"],
          ["crm", "pending"],
          ["visitNotice", "pending"],
          ["officeNotice", "pending"],
        ]);
        // A moved visit holds its place: a second move into its own window keeps it.
        expect(
          (await store.changeVisit(id, { move: { window: to, service, visits: 2 } })).outcome,
        ).toBe("moved");
        expect(await twin.changeVisit(id, { cancel: true }, told)).toEqual({
          outcome: "cancelled",
          visit: {
            window: to,
            service,
            status: "cancelled",
            sequence: 3,
            was: to,
            changedBy: "visitor",
          },
        });
        expect(
          (await store.leadById(id))?.steps.find((one) => one.step === "visitNotice"),
        ).toMatchObject({ status: "pending", round: 1 });
        expect(await store.bookedVisits([to])).toEqual(new Map([[to, 1]]));
        // Cancelled stays cancelled: no place taken by a later move.
        expect(
          await store.changeVisit(id, { move: { window: from, service, visits: 2 } }),
        ).toMatchObject({ outcome: "unchanged", visit: { status: "cancelled" } });
        expect(await store.bookedVisits([from])).toEqual(new Map([[from, 0]]));
        expect(await store.changeVisit("lead-no-such", { cancel: true })).toEqual({
          outcome: "unknown",
        });
        expect(await store.leadById("lead-no-such")).toBeUndefined();
      });
    });
  });
}
