import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { documentIdForPage } from "@hvac/content";
import {
  postLead,
  type Reply,
  send,
  startStamp,
  storedLeads,
  validLead,
} from "@hvac/test-fixtures/harness/lead-requests";
import type { ServedSite } from "@hvac/test-fixtures/harness/served-site";
import {
  type Instance,
  type Redis,
  siteInstance,
  startRedis,
} from "@hvac/test-fixtures/harness/topology";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EditableDataset, editableDataset, publish } from "./support/publish";

/**
 * Two instances sharing a real redis-server that stops and starts again on
 * its port: down before the instances start, back, killed mid-run, back.
 * Visitors get their pages and their requests answered throughout; the
 * instances share again when Redis returns, with no restart.
 */

const secret = randomBytes(24).toString("base64url");
const home = { _id: documentIdForPage({ id: "home" }), _type: "homePage" };
const pages = ["/", "/contact", "/robots.txt"];
/** What a visitor waits for a request's answer at most, Redis or not. */
const answerWithinMs = 3000;

let dataset: EditableDataset;
let redis: Redis;
let leadsFolder: string;
let leadsFile: string;
let one: Instance;
let two: Instance;
const served: ServedSite[] = [];

beforeAll(async () => {
  dataset = await editableDataset();
  redis = await startRedis();
  leadsFolder = await mkdtemp(join(tmpdir(), "hvac-redis-outage-leads-"));
  leadsFile = join(leadsFolder, "leads.sqlite");
  const env = {
    REDIS_URL: redis.url,
    LEADS_DB_FILE: leadsFile,
    CONTENT_DATASET_FILE: dataset.file,
    SANITY_REVALIDATE_SECRET: secret,
    TRUSTED_PROXY_HOPS: "1",
  };
  [one, two] = await Promise.all([siteInstance(env), siteInstance(env)]);
}, 60_000);

afterAll(async () => {
  await Promise.all([one?.remove(), two?.remove()]);
  await redis?.stop();
  await dataset?.remove();
  if (leadsFolder) await rm(leadsFolder, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A reply, or status 0 when none came in time (the request stays unanswered). */
const within = <T>(ms: number, reply: Promise<T>, late: T): Promise<T> =>
  Promise.race([reply, sleep(ms).then(() => late)]);
const noReply = { status: 0, headers: {}, body: "", ms: Number.POSITIVE_INFINITY } as Reply;
const get = (instance: Instance, path: string) =>
  within(
    10_000,
    send(`${instance.baseURL}${path}`).catch(() => noReply),
    noReply,
  );

const leadTag = `outage-${randomBytes(3).toString("hex")}`;
let leadNumber = 0;
/** One request from an address, as a visitor's browser sends it. */
async function sendLead(instance: Instance, from: string, stamp?: string) {
  const n = ++leadNumber;
  const message = `${leadTag} request ${n}`;
  const reply = await within(
    answerWithinMs,
    postLead(instance.baseURL, validLead(n, { message }), {
      localAddress: from,
      ...(stamp ? { stamp } : {}),
    }).catch(() => noReply),
    noReply,
  );
  const stored = storedLeads(leadsFile).find((row) => row.message === message);
  return { status: reply.status, stored: stored !== undefined, reason: stored?.spam_reason };
}

/** What the instance's log said about Redis since `from` (a length of its output). */
const redisLines = (site: ServedSite, from = 0) =>
  site
    .output()
    .slice(from)
    .split("\n")
    .filter((line) => /redis/i.test(line));

async function untilLogged(site: ServedSite, pattern: RegExp, from: number) {
  const deadline = Date.now() + 10_000;
  while (!redisLines(site, from).some((line) => pattern.test(line)) && Date.now() < deadline) {
    await sleep(100);
  }
  return redisLines(site, from).filter((line) => pattern.test(line));
}

let homeHeading = "Heating and Air Conditioning for San Antonio and South Texas";
/** A publish sent to one instance is seen on the other, whose page was held in the shared cache. */
async function publishShowsOnOther() {
  expect((await get(two, "/")).body).toContain(homeHeading);
  // Served from the cache now: only a publish makes it change.
  expect((await get(two, "/")).headers["x-nextjs-cache"]).toBe("HIT");
  const after = `Cooling San Antonio ${randomBytes(3).toString("hex")}`;
  dataset.replaceText(home._id, homeHeading, after);
  homeHeading = after;
  expect((await publish(one.baseURL, secret, home)).status).toBe(200);
  // Next refreshes the tags once the webhook has answered: a moment later, as a visitor reloading.
  await expect.poll(async () => (await get(two, "/")).body).toContain(after);
}

/** Seven requests from one address, alternating instances: the seventh is a burst on either. */
async function countsAreShared(from: string) {
  const reasons = [];
  for (let i = 0; i < 7; i++) reasons.push((await sendLead(i % 2 ? two : one, from)).reason);
  expect(reasons).toEqual([null, null, null, null, null, null, "burst"]);
}

/**
 * Redis starts again on its port and each instance says so once: what each
 * said about Redis since `marks` (a length of its output), up to that line.
 */
async function redisReturns(marks = served.map((site) => site.output().length)) {
  await redis.start();
  const said: string[][] = [];
  for (const [i, site] of served.entries()) {
    expect(await untilLogged(site, /is back/i, marks[i] ?? 0)).toHaveLength(1);
    const lines = redisLines(site, marks[i]);
    said.push(
      lines.slice(
        0,
        lines.findIndex((line) => /is back/i.test(line)),
      ),
    );
  }
  return said;
}

/** Redis starts again on its port: each instance says so once, then they share publishes and counts. */
async function sharesAgainWhenRedisReturns(from: string) {
  await redisReturns();
  await publishShowsOnOther();
  await countsAreShared(from);
}

describe("Redis down, then back, then down mid-run", () => {
  it("instances that start while Redis is down serve pages and take requests", async () => {
    await redis.kill();
    const started = await within(
      20_000,
      Promise.all([one.start(), two.start()]).catch(() => undefined),
      undefined,
    );
    expect(started, "the instances never answered").toBeDefined();
    served.push(...(started ?? []));
    for (const instance of [one, two]) {
      for (const path of pages) expect((await get(instance, path)).status, path).toBe(200);
    }
    const sent = await sendLead(one, "127.0.3.1");
    expect(sent).toMatchObject({ status: 201, stored: true });
    // Counted in the instance's own memory meanwhile: a burst to one instance is still one.
    const reasons = [];
    for (let i = 0; i < 6; i++) reasons.push((await sendLead(one, "127.0.3.1")).reason);
    expect(reasons.at(-1)).toBe("burst");
    for (const site of served) expect(redisLines(site)).toHaveLength(1);
  }, 60_000);

  it("share again once Redis is back, with no restart: publishes and counts", async () => {
    await sharesAgainWhenRedisReturns("127.0.3.2");
  }, 60_000);

  it("Redis killed mid-run: pages and requests answered at once, the failure said once", async () => {
    for (const path of pages) await get(two, path);
    const marks = served.map((site) => site.output().length);
    await redis.kill();
    const stoppedAt = Date.now();
    for (const instance of [one, two]) {
      for (const path of pages) expect((await get(instance, path)).status, path).toBe(200);
    }
    for (let i = 0; i < 3; i++) {
      const sent = await sendLead(i % 2 ? two : one, `127.0.3.${10 + i}`);
      expect(sent).toMatchObject({ status: 201, stored: true, reason: null });
    }
    // The form's own request, with the start stamp it was given (used once, in memory meanwhile).
    const stamp = await startStamp(one.baseURL, "127.0.3.20");
    expect(await sendLead(one, "127.0.3.20", stamp)).toMatchObject({ status: 201, stored: true });
    // Three seconds of outage and traffic at least (the client tries Redis again every two)...
    while (Date.now() - stoppedAt < 3000) {
      for (const instance of [one, two]) expect((await get(instance, "/contact")).status).toBe(200);
    }
    // ...then Redis returns: all each instance said of the outage comes before it says so.
    const said = await redisReturns(marks);
    for (const lines of said) {
      expect(lines).toEqual([expect.stringMatching(/^Redis failed \(.+\): this instance serves/)]);
    }
  }, 60_000);

  it("share again when Redis returns a second time", async () => {
    // It returned at the end of the test before: each instance said so, once.
    await publishShowsOnOther();
    await countsAreShared("127.0.3.3");
  }, 60_000);
});
