import {
  postLead,
  send,
  serveWithLeadStore,
  startStamp,
  validLead,
} from "@hvac/test-fixtures/harness/lead-requests";
import { type ServedSite, serveBuiltSite } from "@hvac/test-fixtures/harness/served-site";
import { type Redis, startRedis } from "@hvac/test-fixtures/harness/topology";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStamp as signStamp } from "@/leads/start-stamp";

/**
 * The form's start stamp as a robot would abuse it: with extra parts, used
 * for several requests, kept for hours, or left out of a scripted request.
 * Every request is stored and answered; the stamp only says how it looks.
 */

const key = "start-stamp-test-secret";
let site: Awaited<ReturnType<typeof serveWithLeadStore>>;

beforeAll(async () => {
  site = await serveWithLeadStore({ LEADS_SECRET: key });
});
afterAll(() => site.stop());

const row = (n: number) => site.leads().find((lead) => lead.email === validLead(n).email);
const seconds = (s: number) => Date.now() - s * 1000;

describe("a start stamp", () => {
  it("with extra parts is no stamp of the site's: the request is stored as suspected spam", async () => {
    const reply = await postLead(site.baseURL, validLead(1), {
      stamp: `${signStamp(key, seconds(10))}.garbage`,
      localAddress: "127.0.0.81",
    });
    expect(reply.status).toBe(201);
    expect(row(1)).toMatchObject({ spam_reason: "forgedStamp", steps: {} });
  });

  it("is good for one request: the same stamp from three addresses counts once", async () => {
    const stamp = signStamp(key, seconds(10));
    for (const n of [2, 3, 4]) {
      const reply = await postLead(site.baseURL, validLead(n), {
        stamp,
        localAddress: `127.0.0.8${n}`,
      });
      expect(reply.status).toBe(201);
    }
    expect([row(2), row(3), row(4)].map((lead) => lead?.spam_reason)).toEqual([
      null,
      "reusedStamp",
      "reusedStamp",
    ]);
  });

  it("sent twice by a double click is still one lead", async () => {
    const stamp = signStamp(key, seconds(10));
    const [a, b] = await Promise.all([
      postLead(site.baseURL, validLead(5), { stamp, localAddress: "127.0.0.85" }),
      postLead(site.baseURL, validLead(5), { stamp, localAddress: "127.0.0.85" }),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(site.leads().filter((lead) => lead.email === validLead(5).email)).toMatchObject([
      { spam_reason: null },
    ]);
  });

  it("has a maximum age: one three hours old is recorded as a weak sign, and the lead kept", async () => {
    const reply = await postLead(site.baseURL, validLead(6), {
      stamp: signStamp(key, seconds(3 * 60 * 60)),
      localAddress: "127.0.0.86",
    });
    expect(reply.status).toBe(201);
    expect(row(6)).toMatchObject({ spam_reason: null, weak_sign: "oldStamp" });
  });
});

describe("a request without a stamp", () => {
  it("asking for JSON (a script's) is recorded as a weak sign, and kept as a lead", async () => {
    const reply = await postLead(site.baseURL, validLead(7), { localAddress: "127.0.0.87" });
    expect(reply.status).toBe(201);
    expect(row(7)).toMatchObject({ spam_reason: null, weak_sign: "noStamp" });
  });

  it("as a plain post is recorded as a weak sign too: the site's form always carries one", async () => {
    const reply = await postLead(site.baseURL, validLead(8), {
      localAddress: "127.0.0.88",
      json: false,
    });
    expect(reply.status).toBe(303);
    expect(row(8)).toMatchObject({ spam_reason: null, weak_sign: "noStamp" });
  });
});

describe("the form without JavaScript", () => {
  it("sends the page's own mark as its stamp, and is an ordinary lead", async () => {
    const page = await send(`${site.baseURL}/contact`);
    const mark = /<input type="hidden" name="started" value="([^"]*)"/.exec(page.body)?.[1];
    expect(mark).toBe("form");
    const reply = await postLead(
      site.baseURL,
      { ...validLead(11), started: mark ?? "" },
      {
        localAddress: "127.0.0.91",
        json: false,
      },
    );
    expect(reply.status).toBe(303);
    expect(row(11)).toMatchObject({ spam_reason: null, weak_sign: null });
  });
});

describe("a fleet sharing Redis", () => {
  let redis: Redis;
  let other: ServedSite;

  beforeAll(async () => {
    redis = await startRedis();
    // Two instances on one lead store and one Redis, as compose.yaml runs them.
    await site.stop();
    site = await serveWithLeadStore({ LEADS_SECRET: key, REDIS_URL: redis.url });
    other = await serveBuiltSite({
      LEADS_SECRET: key,
      REDIS_URL: redis.url,
      LEADS_DB_FILE: site.file,
    });
  });
  afterAll(async () => {
    await other?.stop();
    await redis?.stop();
  });

  it("takes a stamp once, whichever instance sees it first", async () => {
    const stamp = await startStamp(site.baseURL);
    await new Promise((r) => setTimeout(r, 3100));
    const first = await postLead(site.baseURL, validLead(9), { stamp, localAddress: "127.0.0.89" });
    const again = await postLead(other.baseURL, validLead(10), {
      stamp,
      localAddress: "127.0.0.90",
    });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect([row(9)?.spam_reason, row(10)?.spam_reason]).toEqual([null, "reusedStamp"]);
  });
});
