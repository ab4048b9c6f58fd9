import { formResultPaths, leadEndpoint, leadStampEndpoint } from "@hvac/routing";
import {
  postLead,
  send,
  serveWithLeadStore,
  startStamp,
  validLead,
} from "@hvac/test-fixtures/harness/lead-requests";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { starterRoutes } from "./support/starter-routes";

/**
 * The lead endpoint over HTTP with the production defaults: 3 seconds of
 * minimum fill time, 6 requests per address per 10 minutes before a burst
 * looks automated. Each visitor here has its own loopback address. No valid
 * request is ever turned away: what looks automated is kept apart as
 * suspected spam.
 */

let site: Awaited<ReturnType<typeof serveWithLeadStore>>;
const stamps = new Map<number, string>();

beforeAll(async () => {
  site = await serveWithLeadStore();
  for (let n = 20; n < 40; n++) stamps.set(n, await startStamp(site.baseURL, `127.0.0.${n}`));
  // Every visitor above has now spent the minimum fill time on the form.
  await new Promise((r) => setTimeout(r, 3100));
});
afterAll(() => site.stop());

const from = (n: number) => ({ localAddress: `127.0.0.${n}`, stamp: stamps.get(n) ?? "" });
const json = (body: string) => JSON.parse(body) as Record<string, unknown>;
const stored = (email: string) => site.leads().filter((lead) => lead.email === email);

describe("no page carries a cookie", () => {
  it.each([
    ...starterRoutes.allPages().map(({ path }) => path),
    "/no-such-page",
    `${formResultPaths.received.es}?page=acRepair&variant=request`,
  ])("%s", async (path) => {
    const reply = await send(`${site.baseURL}${path}`);
    expect(reply.status).toBeLessThan(500);
    expect(reply.headers["set-cookie"]).toBeUndefined();
  });

  it("nor the start stamp, which is never cached", async () => {
    const reply = await send(`${site.baseURL}${leadStampEndpoint}`);
    expect(reply.status).toBe(200);
    expect(reply.headers["set-cookie"]).toBeUndefined();
    expect(reply.headers["cache-control"]).toBe("no-store");
    expect(json(reply.body).stamp).toMatch(/^\d{13}\.[\w-]{11}\.[\w-]{43}$/);
  });
});

describe("the minimum fill time", () => {
  it("keeps a request sent 1 second after the form showed as suspected spam, and answers as usual", async () => {
    const address = "127.0.0.50";
    const stamp = await startStamp(site.baseURL, address);
    await new Promise((r) => setTimeout(r, 1000));
    const lead = validLead(1, { locale: "es" });
    const reply = await postLead(site.baseURL, lead, { stamp, localAddress: address });
    expect(reply.status).toBe(201);
    expect(json(reply.body)).toMatchObject({ ok: true, duplicate: false });
    expect(stored(lead.email ?? "")).toMatchObject([{ spam_reason: "tooFast", steps: {} }]);
  });

  it("stores a request sent after the minimum fill time as a lead", async () => {
    const lead = validLead(2);
    expect((await postLead(site.baseURL, lead, from(21))).status).toBe(201);
    expect(stored(lead.email ?? "")).toMatchObject([{ spam_reason: null }]);
  });

  it("stores a request without a stamp (JavaScript off, the stamp lost) as a lead", async () => {
    const lead = validLead(3);
    const reply = await postLead(site.baseURL, lead, { localAddress: "127.0.0.51" });
    expect(reply.status).toBe(201);
    expect(stored(lead.email ?? "")).toMatchObject([{ spam_reason: null }]);
  });

  it("keeps a request with a forged stamp as suspected spam", async () => {
    const lead = validLead(4);
    const reply = await postLead(site.baseURL, lead, {
      localAddress: "127.0.0.52",
      stamp: "1600000000000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    });
    expect(reply.status).toBe(201);
    expect(stored(lead.email ?? "")).toMatchObject([{ spam_reason: "forgedStamp" }]);
  });
});

describe("one request, one lead", () => {
  it("stores a double click (two identical requests at once) and a later retry once", async () => {
    const before = site.leads().length;
    const lead = validLead(5);
    const [a, b] = await Promise.all([
      postLead(site.baseURL, lead, from(22)),
      postLead(site.baseURL, lead, from(22)),
    ]);
    const retry = await postLead(site.baseURL, { ...lead, phone: "210 555 0199" }, from(22));
    expect([a.status, b.status, retry.status]).toEqual([201, 201, 201]);
    const replies = [a, b, retry].map((r) => json(r.body));
    expect(new Set(replies.map((r) => r.id)).size).toBe(1);
    expect(replies.map((r) => r.duplicate).sort()).toEqual([false, true, true]);
    expect(site.leads()).toHaveLength(before + 1);
  });

  it("accepts the same form as JSON", async () => {
    const reply = await send(`${site.baseURL}${leadEndpoint}`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ ...validLead(6), started: from(23).stamp }),
      localAddress: from(23).localAddress,
    });
    expect(reply.status).toBe(201);
    expect(stored(validLead(6).email ?? "")).toMatchObject([{ spam_reason: null }]);
  });
});

describe("many requests from one address", () => {
  it("keeps the 7th in 10 minutes as suspected spam, answered as usual, and no other address's", async () => {
    const replies = [];
    // Without stamps: one stamp is good for one request.
    const address = { localAddress: from(24).localAddress };
    for (let n = 0; n < 7; n++)
      replies.push(await postLead(site.baseURL, validLead(100 + n), address));
    expect(replies.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201, 201]);
    const reasons = [...Array(7).keys()].map(
      (n) => stored(validLead(100 + n).email ?? "")[0]?.spam_reason,
    );
    expect(reasons).toEqual([null, null, null, null, null, null, "burst"]);
    expect((await postLead(site.baseURL, validLead(200), from(25))).status).toBe(201);
    expect(stored(validLead(200).email ?? "")).toMatchObject([{ spam_reason: null }]);
  });

  it("stores every request of a flood from one address as suspected spam (the quota evicts the oldest, never a new one)", async () => {
    const address = "127.0.0.60";
    const statuses = [];
    for (let n = 0; n < 40; n++) {
      const robot = validLead(300 + n, { website: "https://spam.example" });
      statuses.push((await postLead(site.baseURL, robot, { localAddress: address })).status);
    }
    expect(new Set(statuses)).toEqual(new Set([201]));
    const kept = site.leads().filter((lead) => /^ana\.3[0-3]\d@/.test(String(lead.email)));
    expect(kept).toHaveLength(40);
    expect(new Set(kept.map((lead) => lead.spam_reason))).toEqual(new Set(["honeypot"]));
  });
});

describe("a robot that filled the honeypot", () => {
  it("is answered as if received, and kept as suspected spam", async () => {
    const lead = validLead(7, { website: "https://spam.example" });
    const reply = await postLead(site.baseURL, lead, from(26));
    expect(reply.status).toBe(201);
    expect(stored(lead.email ?? "")).toMatchObject([{ spam_reason: "honeypot", steps: {} }]);
  });
});

describe("what is refused: only what is not a valid request", () => {
  it.each([
    [
      "a 1 MB form",
      "application/x-www-form-urlencoded",
      `firstName=${"A".repeat(1024 * 1024)}`,
      413,
    ],
    [
      "a 1 MB JSON body",
      "application/json",
      JSON.stringify({ message: "m".repeat(1024 * 1024) }),
      413,
    ],
    ["broken JSON", "application/json", '{"firstName": "Ana"', 400],
    ["plain text", "text/plain", "hello", 400],
    ["JSON that is not an object", "application/json", "[1,2,3]", 400],
  ])("refuses %s", async (_name, type, body, status) => {
    const before = site.leads().length;
    const reply = await send(`${site.baseURL}${leadEndpoint}`, {
      method: "POST",
      headers: { "content-type": type, accept: "application/json" },
      body,
      localAddress: from(27).localAddress,
    });
    expect(reply.status).toBe(status);
    expect(json(reply.body).ok).toBe(false);
    expect(site.leads()).toHaveLength(before);
  });

  it("refuses another site's form posting on a visitor's behalf", async () => {
    const reply = await postLead(site.baseURL, validLead(8), {
      ...from(28),
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(reply.status).toBe(400);
    expect(stored(validLead(8).email ?? "")).toEqual([]);
  });

  it("answers a plain form post with a wrong answer by 303 to the page in the visitor's language", async () => {
    const reply = await postLead(site.baseURL, validLead(9, { locale: "es", zip: "7" }), {
      ...from(29),
      json: false,
    });
    expect(reply.status).toBe(303);
    const location = new URL(String(reply.headers.location), site.baseURL);
    expect(location.pathname).toBe(formResultPaths.notSent.es);
    expect(location.searchParams.get("fields")).toBe("zip:format");
    expect(stored(validLead(9).email ?? "")).toEqual([]);
  });
});
