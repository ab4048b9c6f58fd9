import { send } from "@hvac/test-fixtures/harness/lead-requests";
import { type ServedSite, serveBuiltSite } from "@hvac/test-fixtures/harness/served-site";
import {
  type Nginx,
  type Redis,
  startNginx,
  startRedis,
} from "@hvac/test-fixtures/harness/topology";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * A page rendered once is handed to every visitor after, so what it holds may
 * depend on its own path alone: never on the query string or the missing
 * path of the visitor whose visit rendered it. Next writes the address it
 * rendered for into the page's flight data; that is what a stranger would
 * find there.
 */

/** The address the flight data of a served page names ("c" and "q" of its first row). */
function flightAddress(html: string): string {
  const flight = [...html.matchAll(/<script>self\.__next_f\.push\((\[1,".*?"\])\)<\/script>/gs)]
    .map((match) => (JSON.parse(match[1] ?? "[]") as [number, string])[1])
    .join("");
  const row = flight.match(/(?:^|\n)0:(\{.*)/)?.[1];
  if (!row) throw new Error("No flight data in the page");
  const { c, q } = JSON.parse(row) as { c: string[]; q: string };
  return `${c.join("/")}${q}`;
}

const secret = "gclid=VICTIM&email=bob%40example.com";

let memory: ServedSite;
let redis: Redis;
let shared: ServedSite[];
let nginx: Nginx;

beforeAll(async () => {
  [memory, redis] = await Promise.all([serveBuiltSite(), startRedis()]);
  shared = await Promise.all([
    serveBuiltSite({ REDIS_URL: redis.url }),
    serveBuiltSite({ REDIS_URL: redis.url }),
  ]);
  nginx = await startNginx([new URL(shared[0]?.baseURL ?? "").host]);
}, 90_000);

afterAll(async () => {
  await nginx?.stop();
  await Promise.all([memory?.stop(), ...(shared ?? []).map((site) => site.stop())]);
  await redis?.stop();
});

const page = async (url: string) => {
  const reply = await send(url);
  return { status: reply.status, body: reply.body, address: flightAddress(reply.body) };
};

describe("an instance keeping pages in its memory", () => {
  it("the first visitor's query string stays out of the page everyone gets", async () => {
    const first = await page(`${memory.baseURL}/about-us?${secret}`);
    expect(first.status).toBe(200);
    const next = await page(`${memory.baseURL}/about-us`);
    expect(next.address).toBe("/about-us");
    expect(next.body).not.toContain("VICTIM");
    expect(next.body).not.toContain("bob%40example.com");
  });

  it("the first missing path and its query stay out of the not-found page", async () => {
    const first = await page(`${memory.baseURL}/my-private-path-x7?${secret}`);
    expect(first.status).toBe(404);
    const next = await page(`${memory.baseURL}/another-missing-page`);
    expect(next.status).toBe(404);
    expect(next.body).not.toContain("my-private-path-x7");
    expect(next.body).not.toContain("VICTIM");
    expect(next.address).not.toContain("another-missing-page");
  });

  it("nor does a flight-data request's query reach the page", async () => {
    // The client's own form of the request: RSC with its cache-busting parameter.
    const flight = await send(`${memory.baseURL}/contact?${secret}&_rsc=`, {
      headers: { RSC: "1" },
    });
    expect(flight.status).toBe(200);
    const next = await page(`${memory.baseURL}/contact`);
    expect(next.address).toBe("/contact");
    expect(next.body).not.toContain("VICTIM");
  });
});

describe("instances sharing pages through Redis, behind nginx", () => {
  it("a query sent through nginx reaches no one: not the other instance, not nginx's plain page", async () => {
    const path = "/es/acerca-de-nosotros";
    expect((await page(`${nginx.baseURL}${path}?${secret}`)).status).toBe(200);
    for (const base of [shared[1]?.baseURL, nginx.baseURL]) {
      const next = await page(`${base}${path}`);
      expect(next.address).toBe(path);
      expect(next.body).not.toContain("VICTIM");
    }
  });

  it("a missing path sent through nginx stays out of the not-found page the other instance serves", async () => {
    expect((await page(`${nginx.baseURL}/es/mi-ruta-privada?${secret}`)).status).toBe(404);
    for (const base of [shared[1]?.baseURL, nginx.baseURL]) {
      const next = await page(`${base}/es/otra-ruta-que-falta`);
      expect(next.status).toBe(404);
      expect(next.body).not.toContain("mi-ruta-privada");
      expect(next.body).not.toContain("VICTIM");
    }
  });
});
