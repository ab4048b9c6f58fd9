import { createServer, type IncomingMessage, type Server } from "node:http";
import { sampleLead } from "@hvac/test-fixtures/sample-lead";
import { evaluate, parse } from "groq-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { duplicateKey } from "@/leads/duplicate-key";
import type { LeadRecord, LeadStore } from "@/leads/lead-store";
import { sanityLeadStore } from "@/leads/sanity-lead-store";
import { spamKeptPerKind } from "@/leads/store-limits";

/**
 * A stand-in for the Content Lake's HTTP API, enough for the lead store:
 * documents by id, GROQ queries (evaluated by groq-js, as Sanity would),
 * and the mutations createIfNotExists and patch with a revision check.
 */
type Doc = Record<string, unknown> & { _id: string; _rev: string };
const documents = new Map<string, Doc>();
let revision = 0;

const body = async (request: IncomingMessage) => {
  let text = "";
  for await (const chunk of request) text += chunk;
  return JSON.parse(text || "{}");
};

function setPath(doc: Record<string, unknown>, path: string, value: unknown) {
  const parts = path.split(".");
  let node = doc;
  for (const part of parts.slice(0, -1)) {
    node[part] ??= {};
    node = node[part] as Record<string, unknown>;
  }
  node[parts.at(-1) as string] = value;
}
const getPath = (doc: Record<string, unknown>, path: string) =>
  path.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], doc);

async function api(request: IncomingMessage): Promise<[number, unknown]> {
  const url = new URL(request.url ?? "/", "http://localhost");
  const [, , kind, , ...rest] = url.pathname.split("/").filter(Boolean);
  if (kind === "doc") {
    const doc = documents.get(decodeURIComponent(rest.join("/")));
    return [200, { documents: doc ? [doc] : [] }];
  }
  if (kind === "query") {
    const params = Object.fromEntries(
      [...url.searchParams]
        .filter(([k]) => k.startsWith("$"))
        .map(([k, v]) => [k.slice(1), JSON.parse(v)]),
    );
    const query = url.searchParams.get("query") ?? "";
    const result = await (
      await evaluate(parse(query), { dataset: [...documents.values()], params })
    ).get();
    return [200, { result }];
  }
  if (kind === "mutate") {
    const results: Array<{ id: string; operation: string }> = [];
    for (const mutation of (await body(request)).mutations) {
      if (mutation.createIfNotExists) {
        const doc = mutation.createIfNotExists;
        const exists = documents.has(doc._id);
        if (!exists)
          documents.set(doc._id, {
            ...doc,
            _rev: `r${++revision}`,
            _createdAt: new Date().toISOString(),
          });
        results.push({ id: doc._id, operation: exists ? "none" : "create" });
      } else if (mutation.delete) {
        documents.delete(mutation.delete.id);
        results.push({ id: mutation.delete.id, operation: "delete" });
      } else if (mutation.patch) {
        const { id, ifRevisionID, set = {}, inc = {} } = mutation.patch;
        const doc = documents.get(id);
        if (!doc) return [404, { error: "not found" }];
        if (ifRevisionID && ifRevisionID !== doc._rev) return [409, { error: "revision mismatch" }];
        for (const [path, value] of Object.entries(set)) setPath(doc, path, value);
        for (const [path, by] of Object.entries(inc))
          setPath(doc, path, Number(getPath(doc, path) ?? 0) + Number(by));
        doc._rev = `r${++revision}`;
        results.push({ id, operation: "update" });
      }
    }
    return [200, { transactionId: `t${revision}`, results }];
  }
  return [404, { error: "unknown endpoint" }];
}

const spamDocuments = () => [...documents.values()].filter((doc) => doc.spamReason);

let server: Server;
let store: LeadStore;
beforeAll(async () => {
  server = createServer(async (request, response) => {
    const [status, payload] = await api(request).catch((error: Error): [number, unknown] => [
      400,
      { error: error.message },
    ]);
    response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(payload));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  store = sanityLeadStore({
    projectId: "test",
    dataset: "production",
    token: "t",
    apiHost: `http://127.0.0.1:${port}`,
  });
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const lead: LeadRecord = sampleLead({
  id: "ignored-by-sanity",
  page: "area:serviceArea-floresville",
  city: "Floresville",
  zip: "78114",
  service: "Reparación de Hornos",
});

describe("leads as Sanity documents", () => {
  it("creates one private lead document per request, with every answer", async () => {
    const saved = await store.save(lead, { duplicateKey: duplicateKey(lead), mail: true });
    expect(saved).toEqual({ id: expect.stringMatching(/^lead\.[0-9a-f]{32}$/), duplicate: false });
    const { _rev, _createdAt, ...doc } = documents.get(saved.id) as Doc;
    const { id: _ignored, spamReason: _none, weakSign: _noSign, origin, ...answers } = lead;
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
      notification: { status: "pending", attempts: 0 },
    });
    const retry = { ...lead, receivedAt: new Date(Date.now() + 500).toISOString() };
    expect(await store.save(retry, { duplicateKey: duplicateKey(retry), mail: true })).toEqual({
      id: saved.id,
      duplicate: true,
    });
    expect(documents.size).toBe(1);
  });

  it("claims a due mail once, records a failure, retries it and records the sending", async () => {
    const [claimed] = await store.claimMail(5);
    expect(claimed).toMatchObject({
      lastName: "Nguyễn",
      page: "area:serviceArea-floresville",
      mailStatus: "pending",
    });
    expect(await store.claimMail(5)).toEqual([]);
    const id = claimed?.id ?? "";
    await store.recordMail(id, { sent: false, error: "451 Mailbox unavailable" });
    expect(documents.get(id)?.notification).toMatchObject({
      status: "failed",
      attempts: 1,
      error: "451 Mailbox unavailable",
    });
    expect(await store.claimMail(5)).toMatchObject([{ id }]);
    await store.recordMail(id, { sent: true });
    expect(documents.get(id)?.notification).toMatchObject({ status: "sent", attempts: 2 });
    expect(await store.claimMail(5)).toEqual([]);
  });

  it("keeps suspected spam apart, never mailed; deletes it after 30 days and non-customers after 12 months", async () => {
    const now = Date.now();
    const old = { ...lead, zip: "78201", receivedAt: new Date(now - 31 * 864e5).toISOString() };
    const recent = { ...lead, zip: "78202", receivedAt: new Date(now).toISOString() };
    for (const spam of [old, recent]) {
      const saved = await store.save(
        { ...spam, spamReason: "honeypot" },
        { duplicateKey: duplicateKey(spam), mail: true },
      );
      expect(documents.get(saved.id)).toMatchObject({
        spamReason: "honeypot",
        notification: { status: "off" },
      });
    }
    expect(spamDocuments()).toHaveLength(2);
    expect(await store.claimMail(5)).toEqual([]);

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
    await store.save(yearAgo, { duplicateKey: duplicateKey(yearAgo), mail: false });
    const kept = await store.save(customer, { duplicateKey: duplicateKey(customer), mail: false });
    setPath(documents.get(kept.id) as Doc, "status", "customer");

    expect(await store.removeExpired(now)).toBe(2);
    expect(spamDocuments()).toHaveLength(1);
    expect(documents.has(kept.id)).toBe(true);
    expect(await store.removeExpired(now)).toBe(0);
  });

  it("records a weak sign on the lead, which is mailed as usual", async () => {
    const unstamped = { ...lead, zip: "78300", weakSign: "noStamp" as const };
    const saved = await store.save(unstamped, {
      duplicateKey: duplicateKey(unstamped),
      mail: true,
    });
    expect(documents.get(saved.id)).toMatchObject({
      weakSign: "noStamp",
      notification: { status: "pending" },
    });
    documents.delete(saved.id);
  });

  it("with the spam quota full, stores a quick person's request, and a robot's in place of the oldest robot's", async () => {
    const day = Date.now() - 864e5;
    for (const doc of spamDocuments()) documents.delete(doc._id);
    for (let n = 0; n < spamKeptPerKind; n++) {
      const id = `lead.flood-${n}`;
      documents.set(id, {
        _id: id,
        _rev: "r0",
        _type: "lead",
        spamReason: "honeypot",
        receivedAt: new Date(day + n).toISOString(),
      });
    }
    const quick = { ...lead, zip: "78301", spamReason: "tooFast" as const };
    const kept = await store.save(quick, { duplicateKey: duplicateKey(quick), mail: true });
    expect(documents.get(kept.id)).toMatchObject({ spamReason: "tooFast" });
    expect(documents.has("lead.flood-0")).toBe(true);

    const robot = { ...lead, zip: "78302", spamReason: "honeypot" as const };
    const stored = await store.save(robot, { duplicateKey: duplicateKey(robot), mail: true });
    expect(documents.has(stored.id)).toBe(true);
    expect(documents.has("lead.flood-0")).toBe(false);
    expect(spamDocuments().filter((doc) => doc.spamReason === "honeypot")).toHaveLength(
      spamKeptPerKind,
    );
    expect(await store.spamEvicted(day)).toBe(1);
    for (const doc of spamDocuments()) documents.delete(doc._id);
  });

  it("signs the form stamps with a key derived from the write token: the same on every instance", async () => {
    const key = await store.signingKey();
    expect(key).toMatch(/^[\w-]{43}$/);
    expect(key).not.toBe("t");
    const twin = sanityLeadStore({ projectId: "test", dataset: "production", token: "t" });
    expect(await twin.signingKey()).toBe(key);
  });
});
