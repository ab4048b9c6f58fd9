import { createServer, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { ContentLake, type Doc } from "@hvac/content-lake";
import { markDatasetVisit, officeChangesVisit } from "@hvac/office/dataset-visits";
import type { LeadRecord } from "@hvac/office/lead-record";
import { bookedWindowId } from "@hvac/office/visit";
import { sampleLead } from "@hvac/test-fixtures/sample-lead";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { duplicateKey } from "@/leads/duplicate-key";
import { sanityLeadStore } from "@/stores/sanity/lead-store";
import { sanityWriteClient } from "@/stores/sanity/write-client";
import { spamKeptPerKind } from "@/stores/store-limits";

/**
 * The Sanity lead store against the stand-in Content Lake the Studio tests
 * use (plain HTTP, @sanity/client's calls answered as Sanity answers them).
 */
const lake = new ContentLake({
  projectId: "test",
  dataset: "production",
  seedFile: fileURLToPath(new URL("../../../../../studio/seed/production.ndjson", import.meta.url)),
});
let store: ReturnType<typeof sanityLeadStore>;
beforeAll(async () => {
  await lake.start();
  lake.reset();
  store = sanityLeadStore({
    projectId: "test",
    dataset: "production",
    token: "t",
    apiHost: lake.apiHost,
  });
});
afterAll(() => lake.close());

/** A client as the Studio's Schedule makes its own (studio/schedule), on the lake or another host. */
const officeClient = (apiHost = lake.apiHost) =>
  sanityWriteClient({ projectId: "test", dataset: "production", token: "t", apiHost });

const leads = () => lake.store.all().filter((doc) => doc._type === "lead");
const spamDocuments = () => leads().filter((doc) => doc.spamReason);
/** Writes documents as another client would (the office in the Studio, a flood of old spam). */
const write = (...docs: Doc[]) => lake.store.commit(new Map(docs.map((doc) => [doc._id, doc])));
const remove = (...ids: string[]) => lake.store.commit(new Map(ids.map((id) => [id, null])));

const lead: LeadRecord = sampleLead({
  id: "ignored-by-sanity",
  page: "area:serviceArea-floresville",
  city: "Floresville",
  zip: "78114",
  service: "Reparación de Hornos",
});

/** What only the Sanity store does (what every store does: lead-store.contract.ts). */
describe("leads as Sanity documents", () => {
  it("creates one private lead document per request, with every answer", async () => {
    const steps = ["officeEmail"] as const;
    const saved = await store.save(lead, { duplicateKey: duplicateKey(lead), steps });
    expect(saved).toEqual({ id: expect.stringMatching(/^lead\.[0-9a-f]{32}$/), duplicate: false });
    const { _rev, _createdAt, _updatedAt, ...doc } = lake.published(saved.id) as Doc;
    const {
      id: _ignored,
      spamReason: _none,
      weakSign: _noSign,
      urgency: _notSaid,
      preferredTime: _noTime,
      source: _unknown,
      origin,
      ...answers
    } = lead;
    expect(doc).toEqual({
      _id: saved.id,
      _type: "lead",
      ...answers,
      // The email as one mailbox: the confirmations' limits count by it.
      emailKey: "ana@example.com",
      // Where the visit began, without the fields it did not have (Sanity keeps no nulls).
      origin: {
        landing: origin.landing,
        referrer: "www.google.com",
        device: "phone",
        channel: "search",
        source: "Google",
      },
      status: "new",
      steps: [
        {
          _key: "officeEmail",
          _type: "outboundStep",
          step: "officeEmail",
          status: "pending",
          attempts: 0,
          dueAt: lead.receivedAt,
        },
      ],
    });
    const retry = { ...lead, receivedAt: new Date(Date.now() + 500).toISOString() };
    expect(await store.save(retry, { duplicateKey: duplicateKey(retry), steps })).toEqual({
      id: saved.id,
      duplicate: true,
    });
    expect(leads()).toHaveLength(1);
  });

  it("with the spam quota full, stores a quick person's request, and a robot's in place of the oldest robot's", async () => {
    const day = Date.now() - 864e5;
    remove(...spamDocuments().map((doc) => doc._id));
    write(
      ...Array.from({ length: spamKeptPerKind }, (_, n) => ({
        _id: `lead.flood-${n}`,
        _type: "lead",
        spamReason: "honeypot",
        receivedAt: new Date(day + n).toISOString(),
      })),
    );
    const quick = { ...lead, zip: "78301", spamReason: "tooFast" as const };
    const kept = await store.save(quick, { duplicateKey: duplicateKey(quick), steps: [] });
    expect(lake.published(kept.id)).toMatchObject({ spamReason: "tooFast" });
    expect(lake.published("lead.flood-0")).not.toBeNull();

    const robot = { ...lead, zip: "78302", spamReason: "honeypot" as const };
    const stored = await store.save(robot, { duplicateKey: duplicateKey(robot), steps: [] });
    expect(lake.published(stored.id)).not.toBeNull();
    expect(lake.published("lead.flood-0")).toBeNull();
    expect(spamDocuments().filter((doc) => doc.spamReason === "honeypot")).toHaveLength(
      spamKeptPerKind,
    );
    expect(await store.spamEvicted(day)).toBe(1);
    remove(...spamDocuments().map((doc) => doc._id));
  });

  it("signs the form stamps with a key derived from the write token: the same on every instance", async () => {
    const key = await store.signingKey();
    expect(key).toMatch(/^[\w-]{43}$/);
    expect(key).not.toBe("t");
    const twin = sanityLeadStore({ projectId: "test", dataset: "production", token: "t" });
    expect(await twin.signingKey()).toBe(key);
  });

  it("tells the visitor and the CRM of a change the office makes in the Studio: their steps due at once, each time", async () => {
    const booking = { ...lead, zip: "78115", firstName: "Marta" };
    const window = "2027-04-05T08:00-12:00";
    const service = "service:servicePage-acRepair";
    const saved = await store.save(booking, {
      duplicateKey: duplicateKey(booking),
      steps: ["crm"],
      visit: { window, service, visits: 2 },
    });
    // As the Studio's client does it (studio/schedule): the same module, with its own client.
    const client = officeClient();
    const to = "2027-04-05T12:00-16:00";
    const moved = {
      window: to,
      service,
      status: "moved",
      sequence: 1,
      was: window,
      changedBy: "office",
    };
    expect(
      await officeChangesVisit(client, saved.id, { move: { window: to, service, visits: 2 } }),
    ).toEqual({ outcome: "moved", visit: moved });
    const later = Date.now() + 1000;
    // The earlier tests' steps are due too: taken in turn until this one's.
    const taken: string[] = [];
    for (
      let claimed = await store.claimStep(later);
      claimed;
      claimed = await store.claimStep(later)
    ) {
      if (claimed.lead.id !== saved.id) continue;
      expect(claimed.lead.visit).toEqual(moved);
      taken.push(`${claimed.step.step} ${claimed.step.round}`);
      await store.recordStep(
        saved.id,
        claimed.step.step,
        { status: "sent", error: null },
        claimed.step.round,
      );
    }
    // The CRM's first delivery and its event of the change: one step, in its second round.
    expect(taken.sort()).toEqual(["crm 1", "visitNotice 0"]);
    // Cancelled later: due again, once (one step each, not two).
    await officeChangesVisit(client, saved.id, { cancel: true });
    const steps = (lake.published(saved.id)?.steps ?? []) as Array<{
      step: string;
      status: string;
      round?: number;
    }>;
    expect(steps.filter((step) => step.step === "visitNotice")).toEqual([
      expect.objectContaining({ status: "pending", attempts: 0, round: 1 }),
    ]);
    expect(steps.filter((step) => step.step === "crm")).toEqual([
      expect.objectContaining({ status: "pending", round: 2 }),
    ]);
    expect(await store.bookedVisits([window, to])).toEqual(
      new Map([
        [window, 0],
        [to, 0],
      ]),
    );
  });

  it("counts a visit the office confirms as contacted, keeping the first contact's time", async () => {
    const booking = { ...lead, zip: "78116", firstName: "Raúl" };
    const saved = await store.save(booking, {
      duplicateKey: duplicateKey(booking),
      steps: [],
      visit: {
        window: "2027-04-06T08:00-12:00",
        service: "service:servicePage-acRepair",
        visits: 2,
      },
    });
    const client = officeClient();
    const at = Date.parse("2027-04-01T15:00:00Z");
    expect(await markDatasetVisit(client, saved.id, "confirmed", at)).toBe(true);
    expect(await store.leadById(saved.id)).toMatchObject({
      status: "contacted",
      contactedAt: "2027-04-01T15:00:00.000Z",
      visit: { status: "confirmed" },
    });
    expect(await markDatasetVisit(client, saved.id, "done", at + 60_000)).toBe(true);
    expect(await store.leadById(saved.id)).toMatchObject({
      contactedAt: "2027-04-01T15:00:00.000Z",
      visit: { status: "done" },
      // Done: the customer's one review request is due.
      steps: [expect.objectContaining({ step: "reviewRequest", status: "pending" })],
    });
    await markDatasetVisit(client, saved.id, "done", at + 120_000);
    expect((await store.leadById(saved.id))?.steps).toHaveLength(1);
    await officeChangesVisit(client, saved.id, { cancel: true });
    expect(await markDatasetVisit(client, saved.id, "confirmed")).toBe(false);
  });

  describe("the office's changes in the Schedule", () => {
    const service = "service:servicePage-acRepair";
    const client = () => officeClient();
    const stepsOf = (id: string) =>
      ((lake.published(id)?.steps ?? []) as Array<{ step: string; status: string; round?: number }>)
        .map(({ step, status, round }) => [step, status, round ?? 0])
        .sort();

    it("due again on a move the reminders that were planned; the new window counted in a document of its own", async () => {
      const booking = { ...lead, zip: "78117", firstName: "Lupe" };
      const from = "2027-04-07T08:00-12:00";
      const to = "2027-04-08T08:00-12:00";
      const saved = await store.save(booking, {
        duplicateKey: duplicateKey(booking),
        steps: ["officeEmail", "reminder"],
        visit: { window: from, service, visits: 2 },
      });
      expect(
        (await officeChangesVisit(client(), saved.id, { move: { window: to, service, visits: 2 } }))
          .outcome,
      ).toBe("moved");
      expect(stepsOf(saved.id)).toEqual([
        ["officeEmail", "pending", 0],
        ["reminder", "pending", 1],
        ["visitNotice", "pending", 0],
      ]);
      // A site record, which the publish webhook leaves out.
      expect(lake.published(bookedWindowId(to))).toMatchObject({
        _type: "bookedWindow",
        booked: 1,
      });
    });

    it("changes nothing of a request without a visit, nor of one not there", async () => {
      const plain = { ...lead, zip: "78118", firstName: "Noé" };
      const saved = await store.save(plain, { duplicateKey: duplicateKey(plain), steps: [] });
      for (const id of [saved.id, "lead.no-such"]) {
        expect(await officeChangesVisit(client(), id, { cancel: true })).toEqual({
          outcome: "unknown",
        });
        expect(await markDatasetVisit(client(), id, "done")).toBe(false);
      }
      expect(lake.published(saved.id)).not.toHaveProperty("visit");
      expect(stepsOf(saved.id)).toEqual([]);
    });

    it("tells of a change to a request whose document lists no steps", async () => {
      const window = "2027-04-09T08:00-12:00";
      // As another writer may leave one: no steps list at all.
      const byHand = (id: string) => ({
        _id: id,
        _type: "lead",
        firstName: "Iris",
        status: "contacted",
        visit: { window, service, status: "booked" },
      });
      write(byHand("lead.by-hand-1"), byHand("lead.by-hand-2"), {
        _id: bookedWindowId(window),
        _type: "bookedWindow",
        window,
        booked: 2,
      });
      await officeChangesVisit(client(), "lead.by-hand-1", { cancel: true });
      expect(stepsOf("lead.by-hand-1")).toEqual([["visitNotice", "pending", 0]]);
      expect(await markDatasetVisit(client(), "lead.by-hand-2", "done")).toBe(true);
      expect(stepsOf("lead.by-hand-2")).toEqual([["reviewRequest", "pending", 0]]);
      expect(await store.bookedVisits([window])).toEqual(new Map([[window, 1]]));
      // Confirmed: a customer stays one; a request with no status counts as contacted.
      const { status: _, ...noStatus } = byHand("lead.by-hand-3");
      write({ ...byHand("lead.by-hand-4"), status: "customer" }, noStatus);
      for (const id of ["lead.by-hand-3", "lead.by-hand-4"]) {
        expect(await markDatasetVisit(client(), id, "confirmed")).toBe(true);
      }
      expect(lake.published("lead.by-hand-3")).toMatchObject({ status: "contacted" });
      expect(lake.published("lead.by-hand-4")).toMatchObject({ status: "customer" });
    });

    it("gives up on a write refused for another reason at once, on conflicts after some tries, the visit unchanged", async () => {
      const booking = { ...lead, zip: "78119", firstName: "Teo" };
      const saved = await store.save(booking, {
        duplicateKey: duplicateKey(booking),
        steps: [],
        visit: { window: "2027-04-13T08:00-12:00", service, visits: 2 },
      });
      let status = 400;
      // Reads answered by the lake, every write refused with `status`.
      const refusing = createServer((request, response) => {
        if (request.method !== "POST" || !request.url?.includes("/data/mutate/")) {
          // The lake answers plain HTTP as it does HTTP/2 (ContentLake.start).
          return (lake.answer as unknown as RequestListener)(request, response);
        }
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify({ error: { description: "Refused by a test" } }));
      });
      await new Promise<void>((resolve) => refusing.listen(0, "127.0.0.1", resolve));
      try {
        const { port } = refusing.address() as AddressInfo;
        const refused = officeClient(`http://127.0.0.1:${port}`);
        // Sanity's own answer, not taken for a conflict.
        await expect(officeChangesVisit(refused, saved.id, { cancel: true })).rejects.toMatchObject(
          { statusCode: 400 },
        );
        // Changed by others on every try: said so, in the end.
        status = 409;
        await expect(officeChangesVisit(refused, saved.id, { cancel: true })).rejects.toThrow(
          `The visit of ${saved.id} was changed by others all the while: not changed.`,
        );
      } finally {
        refusing.close();
      }
      expect((await store.leadById(saved.id))?.visit?.status).toBe("booked");
    });

    it("makes both of two changes asked for at once, one after the other, the counts kept", async () => {
      for (const day of ["10", "11", "12"]) {
        const booking = { ...lead, zip: `781${day}`, firstName: "Ema" };
        const [from, left, right] = ["08:00-12:00", "12:00-16:00", "16:00-18:00"].map(
          (span) => `2027-04-${day}T${span}`,
        ) as [string, string, string];
        const saved = await store.save(booking, {
          duplicateKey: duplicateKey(booking),
          steps: [],
          visit: { window: from, service, visits: 2 },
        });
        const changed = await Promise.all(
          [left, right].map((window) =>
            officeChangesVisit(client(), saved.id, { move: { window, service, visits: 2 } }),
          ),
        );
        const visits = changed.map((one) => ("visit" in one ? one.visit : undefined));
        expect(visits.map((visit) => visit?.sequence).sort()).toEqual([1, 2]);
        const last = visits.find((visit) => visit?.sequence === 2);
        expect((await store.leadById(saved.id))?.visit).toEqual(last);
        expect(await store.bookedVisits([from, left, right])).toEqual(
          new Map([
            [from, 0],
            [left, last?.window === left ? 1 : 0],
            [right, last?.window === right ? 1 : 0],
          ]),
        );
      }
    });
  });
});
