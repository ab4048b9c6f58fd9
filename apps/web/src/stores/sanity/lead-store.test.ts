import { fileURLToPath } from "node:url";
import { ContentLake, type Doc } from "@hvac/test-fixtures/content-lake";
import { sampleLead } from "@hvac/test-fixtures/sample-lead";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { duplicateKey } from "@/leads/duplicate-key";
import type { LeadRecord, LeadStore } from "@/stores/lead-store";
import { sanityLeadStore } from "@/stores/sanity/lead-store";
import { checkSentSince } from "@/stores/sent-since-contract";
import { spamKeptPerKind, staleClaimMs } from "@/stores/store-limits";

/**
 * The Sanity lead store against the stand-in Content Lake the Studio tests
 * use (plain HTTP, @sanity/client's calls answered as Sanity answers them).
 */
const lake = new ContentLake({
  projectId: "test",
  dataset: "production",
  seedFile: fileURLToPath(new URL("../../../../../studio/seed/production.ndjson", import.meta.url)),
});
let store: LeadStore;
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

const leads = () => lake.store.all().filter((doc) => doc._type === "lead");
const stepsOf = (id: string) => (lake.published(id)?.steps ?? []) as Doc[];
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
      origin,
      ...answers
    } = lead;
    expect(doc).toEqual({
      _id: saved.id,
      _type: "lead",
      ...answers,
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

  it("hands a due step to one worker, records a failure, takes it again when due, and its end", async () => {
    const claimed = await store.claimStep();
    expect(claimed?.lead).toMatchObject({
      lastName: "Nguyễn",
      page: "area:serviceArea-floresville",
    });
    expect(claimed?.step).toMatchObject({ step: "officeEmail", status: "sending", attempts: 1 });
    expect(await store.claimStep()).toBeUndefined();
    const id = claimed?.lead.id ?? "";
    const later = new Date(Date.now() + 60_000).toISOString();
    await store.recordStep(id, "officeEmail", {
      status: "failed",
      dueAt: later,
      error: "451 Mailbox unavailable",
    });
    expect(stepsOf(id)[0]).toMatchObject({
      status: "failed",
      attempts: 1,
      dueAt: later,
      error: "451 Mailbox unavailable",
    });
    expect(await store.claimStep()).toBeUndefined();
    expect((await store.claimStep(Date.now() + 61_000))?.step).toMatchObject({ attempts: 2 });
    await store.recordStep(id, "officeEmail", { status: "sent", error: null });
    const step = stepsOf(id)[0];
    expect(step).toMatchObject({ status: "sent", attempts: 2, doneAt: expect.any(String) });
    expect(step).not.toHaveProperty("error");
    expect(await store.claimStep(Date.now() + staleClaimMs * 2)).toBeUndefined();
  });

  it("pages first, records each text message, and stops once the visitor is marked contacted", async () => {
    const urgent = { ...lead, zip: "78250", urgency: "emergency" as const };
    const { id } = await store.save(urgent, {
      duplicateKey: duplicateKey(urgent),
      steps: ["page", "officeEmail"],
    });
    const first = await store.claimStep();
    expect(first?.step.step).toBe("page");
    const pages = [{ to: "+12105550111", at: new Date().toISOString() }];
    await store.recordStep(id, "page", {
      status: "pending",
      dueAt: new Date(Date.now() + 900_000).toISOString(),
      pages,
    });
    expect((await store.claimStep())?.step.step).toBe("officeEmail");
    expect(await store.markContacted(id, "2026-11-26T08:05:00.000Z")).toBe("marked");
    expect(await store.markContacted(id)).toBe("already");
    expect(await store.markContacted("lead.nobody")).toBe("unknown");
    const again = await store.claimStep(Date.now() + 901_000);
    expect(again?.lead).toMatchObject({
      status: "contacted",
      contactedAt: "2026-11-26T08:05:00.000Z",
    });
    expect(again?.step.pages).toEqual(pages);
    const between = await store.leadsBetween(
      new Date(Date.now() - 60_000).toISOString(),
      new Date(Date.now() + 60_000).toISOString(),
    );
    expect(between.map((l) => l.id)).toContain(id);
    remove(id);
  });

  it("lends the work to one worker at a time, and to another when it lapses", async () => {
    const now = Date.now();
    expect(await store.holdLease("a", 30_000, now)).toBe(true);
    expect(await store.holdLease("b", 30_000, now + 1000)).toBe(false);
    expect(await store.holdLease("a", 30_000, now + 2000)).toBe(true);
    expect(await store.holdLease("b", 30_000, now + 40_000)).toBe(true);
    expect(await store.holdLease("a", 30_000, now + 41_000)).toBe(false);
  });

  it("keeps suspected spam apart, never mailed; deletes it after 30 days and non-customers after 12 months", async () => {
    const now = Date.now();
    const old = { ...lead, zip: "78201", receivedAt: new Date(now - 31 * 864e5).toISOString() };
    const recent = { ...lead, zip: "78202", receivedAt: new Date(now).toISOString() };
    for (const spam of [old, recent]) {
      const saved = await store.save(
        { ...spam, spamReason: "honeypot" },
        { duplicateKey: duplicateKey(spam), steps: ["officeEmail", "page"] },
      );
      expect(lake.published(saved.id)).toMatchObject({ spamReason: "honeypot", steps: [] });
    }
    expect(spamDocuments()).toHaveLength(2);
    expect(await store.claimStep()).toBeUndefined();

    // A year-old request, and an older one the office marked as a customer.
    const yearAgo = {
      ...lead,
      zip: "78203",
      receivedAt: new Date(now - 366 * 864e5).toISOString(),
    };
    const customer = {
      ...lead,
      zip: "78204",
      receivedAt: new Date(now - 900 * 864e5).toISOString(),
    };
    await store.save(yearAgo, { duplicateKey: duplicateKey(yearAgo), steps: [] });
    const kept = await store.save(customer, { duplicateKey: duplicateKey(customer), steps: [] });
    write({ ...(lake.published(kept.id) as Doc), status: "customer" });

    expect(await store.removeExpired(now)).toBe(2);
    expect(spamDocuments()).toHaveLength(1);
    expect(lake.published(kept.id)).not.toBeNull();
    expect(await store.removeExpired(now)).toBe(0);
  });

  it("records a weak sign on the lead, which is mailed as usual", async () => {
    const unstamped = { ...lead, zip: "78300", weakSign: "noStamp" as const };
    const saved = await store.save(unstamped, {
      duplicateKey: duplicateKey(unstamped),
      steps: ["officeEmail"],
    });
    expect(lake.published(saved.id)).toMatchObject({
      weakSign: "noStamp",
      steps: [{ step: "officeEmail", status: "pending" }],
    });
    remove(saved.id);
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
});

describe("the hourly limits' counts", () => {
  it("counts the texts and confirmations sent in a span, and lends the summary's lease", async () => {
    await checkSentSince(store);
  });
});
