import { formResultPaths, leadEndpoint } from "@hvac/routing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postLead, send, serveWithLeadStore, validLead, visit } from "./support/lead-requests";

/**
 * The lead endpoint over HTTP with the production defaults: 3 seconds of
 * minimum fill time, 6 requests per address per 10 minutes. Each visitor
 * here has its own loopback address.
 */

let site: Awaited<ReturnType<typeof serveWithLeadStore>>;
const cookies = new Map<string, string>();

const visitor = async (address: string) => {
  cookies.set(
    address,
    (await visit(site.baseURL, "/air-conditioning-contractor/repair", address)).cookie,
  );
};

beforeAll(async () => {
  site = await serveWithLeadStore();
  for (let n = 20; n < 40; n++) await visitor(`127.0.0.${n}`);
  // Every visitor above has now "spent" the minimum fill time on the page.
  await new Promise((r) => setTimeout(r, 3100));
});
afterAll(() => site.stop());

const from = (n: number) => ({
  localAddress: `127.0.0.${n}`,
  cookie: cookies.get(`127.0.0.${n}`) ?? "",
});
const json = (body: string) => JSON.parse(body) as Record<string, unknown>;

describe("the minimum fill time", () => {
  it("refuses a request sent right after the page loaded, in the visitor's language, then accepts it", async () => {
    const address = "127.0.0.50";
    const { cookie } = await visit(site.baseURL, "/es/aire-acondicionado/reparacion", address);
    expect(cookie).toMatch(/^form_started=/);
    const lead = validLead(1, { locale: "es" });
    const early = await postLead(site.baseURL, lead, { cookie, localAddress: address });
    expect(early.status).toBe(403);
    expect(json(early.body)).toMatchObject({
      ok: false,
      reason: "tooFast",
      message: "¡Qué rápido! Revise sus datos y vuelva a enviar el formulario.",
    });
    await new Promise((r) => setTimeout(r, 3100));
    const later = await postLead(site.baseURL, lead, { cookie, localAddress: address });
    expect(later.status).toBe(201);
  });

  it.each([
    ["no stamp", ""],
    ["a forged stamp", "form_started=1600000000000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"],
  ])("refuses a request with %s, and hands out a fresh stamp", async (_name, cookie) => {
    const before = site.leads().length;
    const reply = await postLead(site.baseURL, validLead(2), {
      cookie,
      localAddress: "127.0.0.51",
    });
    expect(reply.status).toBe(403);
    expect(String(reply.headers["set-cookie"])).toMatch(/^form_started=\d{13}\./);
    expect(site.leads()).toHaveLength(before);
  });
});

describe("one request, one lead", () => {
  it("stores a double click (two identical requests at once) and a later retry once", async () => {
    const before = site.leads().length;
    const lead = validLead(3);
    const [a, b] = await Promise.all([
      postLead(site.baseURL, lead, from(20)),
      postLead(site.baseURL, lead, from(20)),
    ]);
    const retry = await postLead(site.baseURL, { ...lead, phone: "210 555 0199" }, from(20));
    expect([a.status, b.status, retry.status]).toEqual([201, 201, 201]);
    const replies = [a, b, retry].map((r) => json(r.body));
    expect(new Set(replies.map((r) => r.id)).size).toBe(1);
    expect(replies.map((r) => r.duplicate).sort()).toEqual([false, true, true]);
    expect(site.leads()).toHaveLength(before + 1);
  });

  it("accepts the same form as JSON", async () => {
    const reply = await send(`${site.baseURL}${leadEndpoint}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json",
        cookie: from(21).cookie,
      },
      body: JSON.stringify(validLead(4)),
      localAddress: from(21).localAddress,
    });
    expect(reply.status).toBe(201);
  });
});

describe("the per-address rate limit", () => {
  it("refuses the 7th request from one address in 10 minutes, and no other address", async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 7; n++) {
      statuses.push((await postLead(site.baseURL, validLead(100 + n), from(22))).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 429]);
    const refused = await postLead(site.baseURL, validLead(200, { locale: "es" }), from(22));
    expect(json(refused.body)).toMatchObject({
      reason: "rateLimited",
      message:
        "Recibimos varias solicitudes desde su conexión en los últimos minutos. Vuelva a intentarlo un poco más tarde.",
    });
    expect((await postLead(site.baseURL, validLead(201), from(23))).status).toBe(201);
  });
});

describe("requests that store nothing", () => {
  it("answers a robot that filled the honeypot as if received", async () => {
    const before = site.leads().length;
    const reply = await postLead(
      site.baseURL,
      validLead(5, { website: "https://spam.example" }),
      from(24),
    );
    expect(reply.status).toBe(201);
    expect(site.leads()).toHaveLength(before);
  });

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
      headers: { "content-type": type, accept: "application/json", cookie: from(25).cookie },
      body,
      localAddress: from(25).localAddress,
    });
    expect(reply.status).toBe(status);
    expect(json(reply.body).ok).toBe(false);
    expect(site.leads()).toHaveLength(before);
  });

  it("refuses another site's form posting on a visitor's behalf", async () => {
    const reply = await postLead(site.baseURL, validLead(6), {
      ...from(26),
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(reply.status).toBe(400);
  });

  it("answers a plain form post that is refused with 303 to the page in the visitor's language", async () => {
    const reply = await postLead(site.baseURL, validLead(7, { locale: "es", zip: "7" }), {
      ...from(27),
      json: false,
    });
    expect(reply.status).toBe(303);
    const location = new URL(String(reply.headers.location), site.baseURL);
    expect(location.pathname).toBe(formResultPaths.notSent.es);
    expect(location.searchParams.get("fields")).toBe("zip:format");
  });
});
