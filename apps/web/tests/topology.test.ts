import { randomBytes, randomUUID } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { documentIdForPage, type SanityDocumentLike } from "@hvac/content";
import {
  type LeadFields,
  postLead,
  type Reply,
  send,
  storedLeads,
  validLead,
} from "@hvac/test-fixtures/harness/lead-requests";
import { serveBuiltSite } from "@hvac/test-fixtures/harness/served-site";
import {
  type Instance,
  type Nginx,
  type Redis,
  siteInstance,
  startNginx,
  startRedis,
} from "@hvac/test-fixtures/harness/topology";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openWindowKeys } from "./support/booking-steps";
import { type EditableDataset, editableDataset, publish } from "./support/publish";
import { starterRoutes } from "./support/starter-routes";

/**
 * The deployment of deploy/compose.yaml, on loopback: two instances of the
 * site, each from its own copy of the standalone build, sharing Redis (page
 * cache, tag revalidation, request counts) and one lead store, behind nginx
 * with the repository's configuration and its page cache.
 */

const secret = randomBytes(24).toString("base64url");
/** A short shared-cache lifetime, so the publish-to-nginx delay fits a test. */
const pageCacheSeconds = 2;

let dataset: EditableDataset;
let redis: Redis;
let leadsFolder: string;
let leadsFile: string;
let one: Instance;
let two: Instance;
let nginx: Nginx;

/**
 * Online booking for the race below: one visit per window, a window every
 * hour of every day, no notice, so every window has one place to race for.
 */
const hourlyBooking = {
  enabled: true,
  services: ["servicePage-acRepair"],
  windows: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"].flatMap(
    (day) =>
      Array.from({ length: 23 }, (_, hour) => ({
        day,
        start: `${String(hour).padStart(2, "0")}:00`,
        end: `${String(hour + 1).padStart(2, "0")}:00`,
        visits: 1,
      })),
  ),
  daysAhead: 3,
  leastNoticeHours: 0,
  closedDays: [],
};

beforeAll(async () => {
  dataset = await editableDataset();
  redis = await startRedis();
  leadsFolder = await mkdtemp(join(tmpdir(), "hvac-topology-leads-"));
  leadsFile = join(leadsFolder, "leads.sqlite");
  const bookingFile = join(leadsFolder, "booking.json");
  await writeFile(bookingFile, JSON.stringify(hourlyBooking));
  const env = {
    BOOKING_SETTINGS_FILE: bookingFile,
    REDIS_URL: redis.url,
    LEADS_DB_FILE: leadsFile,
    CONTENT_DATASET_FILE: dataset.file,
    SANITY_REVALIDATE_SECRET: secret,
    PAGE_CACHE_SECONDS: String(pageCacheSeconds),
    TRUSTED_PROXY_HOPS: "1",
    // The race below books forty times within the hour, for one phone: not what those bounds are about.
    INSTANT_BOOKINGS_PER_HOUR: "1000",
    BOOKINGS_PER_PHONE_PER_DAY: "1000",
  };
  [one, two] = await Promise.all([siteInstance(env), siteInstance(env)]);
  await one.start();
  await two.start();
  nginx = await startNginx([one.address, two.address]);
}, 120_000);

afterAll(async () => {
  await nginx?.stop();
  await Promise.all([one?.remove(), two?.remove()]);
  await redis?.stop();
  await dataset?.remove();
  if (leadsFolder) await rm(leadsFolder, { recursive: true, force: true });
});

const get = (baseURL: string, path: string) => send(`${baseURL}${path}`);
const text = (reply: Reply) => reply.body;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("pages through nginx", () => {
  it("are kept by nginx as the site allows: no cookie, a short shared lifetime, a hit on the next visit", async () => {
    const first = await get(nginx.baseURL, "/about-us");
    expect(first.status).toBe(200);
    expect(first.headers["set-cookie"]).toBeUndefined();
    expect(first.headers["cache-control"]).toBe(
      `public, s-maxage=${pageCacheSeconds}, stale-while-revalidate=${pageCacheSeconds}`,
    );
    expect(first.headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
    const again = await get(nginx.baseURL, "/about-us");
    expect(again.headers["x-cache-status"]).toBe("HIT");
    expect(again.body).toBe(first.body);
    // What is made per request never comes from nginx's cache.
    const stamp = await get(nginx.baseURL, "/api/leads/stamp");
    const stampAgain = await get(nginx.baseURL, "/api/leads/stamp");
    expect(stampAgain.headers["x-cache-status"]).not.toBe("HIT");
    expect(stampAgain.body).not.toBe(stamp.body);
  });

  it("a signed publish sent to one instance shows on the other's next visit, and through nginx within the shared lifetime", async () => {
    const path = "/";
    const before = "Heating and Air Conditioning for San Antonio and South Texas";
    const after = `Cooling San Antonio since today ${randomBytes(3).toString("hex")}`;
    for (const base of [one.baseURL, two.baseURL, nginx.baseURL]) {
      expect(text(await get(base, path))).toContain(before);
    }
    dataset.replaceText(documentIdForPage({ id: "home" }), before, after);
    const answer = await publish(one.baseURL, secret, {
      _id: documentIdForPage({ id: "home" }),
      _type: "homePage",
    });
    expect(answer.status).toBe(200);
    const published = Date.now();

    // Next refreshes the tags once the webhook has answered: a moment later, as a visitor reloading.
    await expect.poll(async () => text(await get(two.baseURL, path))).toContain(after);
    expect(text(await get(two.baseURL, path))).not.toContain(before);

    let seen = "";
    while (Date.now() - published < (2 * pageCacheSeconds + 3) * 1000) {
      seen = text(await get(nginx.baseURL, path));
      if (seen.includes(after)) break;
      await sleep(200);
    }
    expect(seen).toContain(after);
  });
});

describe("the office's structure on every instance", () => {
  it("a town published through one instance is served by the other and through nginx, with no restart", async () => {
    const id = randomUUID();
    const path = "/service-areas/hvac-seguin";
    // Both instances have checked the route table before: each holds it in memory.
    for (const base of [one.baseURL, two.baseURL]) expect((await get(base, path)).status).toBe(404);
    dataset.add({
      ...dataset.document("serviceArea-floresville"),
      _id: id,
      name: "Seguin",
      address: { _type: "localeAddress", en: "hvac-seguin", es: "hvac-seguin" },
    } as SanityDocumentLike);
    const answer = await publish(one.baseURL, secret, { _id: id, _type: "serviceArea" });
    expect(answer.status).toBe(200);
    const published = Date.now();
    // The other instance rechecks the shared table's version within a second.
    let other = await get(two.baseURL, path);
    while (other.status !== 200 && Date.now() - published < 3000) {
      await sleep(100);
      other = await get(two.baseURL, path);
    }
    expect(other.status).toBe(200);
    expect(other.body).toContain("Seguin");
    expect(text(await get(two.baseURL, "/service-areas"))).toContain(path);
    let throughNginx = await get(nginx.baseURL, path);
    while (
      throughNginx.status !== 200 &&
      Date.now() - published < (2 * pageCacheSeconds + 3) * 1000
    ) {
      await sleep(200);
      throughNginx = await get(nginx.baseURL, path);
    }
    expect(throughNginx.status).toBe(200);
  });
});

/** Unique requests, each from a given loopback address (every 127.x.y.z is this machine). */
const lead = (tag: string, n: number): LeadFields =>
  validLead(n, { message: `${tag} request ${n}`, email: `${tag}.${n}@example.org` });
const leadsTagged = (tag: string) =>
  storedLeads(leadsFile).filter((row) => String(row.message).startsWith(`${tag} request `));

describe("leads on two instances", () => {
  it("one visitor's burst is counted across instances", async () => {
    const tag = `burst-${randomBytes(3).toString("hex")}`;
    const from = "127.0.0.9";
    for (let n = 1; n <= 8; n++) {
      const base = n % 2 ? one.baseURL : two.baseURL;
      expect((await postLead(base, lead(tag, n), { localAddress: from })).status).toBe(201);
    }
    const reasons = leadsTagged(tag)
      .sort((a, b) => String(a.received_at).localeCompare(String(b.received_at)))
      .map((row) => row.spam_reason);
    // More than 6 in 10 minutes looks automated: the 7th and 8th, whichever instance took them.
    expect(reasons).toEqual([null, null, null, null, null, null, "burst", "burst"]);
  });

  it("two visitors behind nginx are counted apart, and one cannot pass for the other", async () => {
    const tag = `apart-${randomBytes(3).toString("hex")}`;
    const [ana, ben] = ["127.0.0.21", "127.0.0.22"];
    for (let n = 1; n <= 6; n++) {
      expect((await postLead(nginx.baseURL, lead(tag, n), { localAddress: ana })).status).toBe(201);
      // Ben writes Ana's address into x-forwarded-for; nginx appends the one it saw.
      const forged = { "x-forwarded-for": ana };
      const reply = await postLead(nginx.baseURL, lead(tag, 100 + n), {
        localAddress: ben,
        headers: forged,
      });
      expect(reply.status).toBe(201);
    }
    expect(leadsTagged(tag).map((row) => row.spam_reason)).toEqual(Array(12).fill(null));
    // Counted, all the same: Ana's seventh in the window is a burst.
    await postLead(nginx.baseURL, lead(tag, 7), { localAddress: ana });
    const seventh = leadsTagged(tag).find((row) => row.message === `${tag} request 7`);
    expect(seventh?.spam_reason).toBe("burst");
  });

  it("1,000 leads through nginx, 50 at a time, while an instance stops and restarts: each stored once, every page answered", async () => {
    const tag = `load-${randomBytes(3).toString("hex")}`;
    const total = 1000;
    const concurrency = 50;
    // Paced at 100 a second; the last 200 wait for the restart, so it falls midway
    // however long the instance takes to start again.
    const spacingMs = 10;
    const afterRestart = total - 200;
    let restartDone = () => {};
    const restarted = new Promise<void>((resolve) => {
      restartDone = resolve;
    });
    const started = Date.now();
    const replies: Array<{ n: number; status: number; at: number }> = [];
    const pageReplies: Array<{ status: number; at: number }> = [];
    let next = 0;

    const sender = async () => {
      for (let n = next++; n < total; n = next++) {
        if (n >= afterRestart) await restarted;
        const due = started + n * spacingMs;
        if (due > Date.now()) await sleep(due - Date.now());
        // 250 visitors, four requests each: none is a burst.
        const from = `127.0.1.${(n % 250) + 2}`;
        const reply = await postLead(nginx.baseURL, lead(tag, n), { localAddress: from }).catch(
          (error: Error) => ({ status: 0, body: error.message }) as Reply,
        );
        replies.push({ n, status: reply.status, at: Date.now() });
      }
    };
    const paths = starterRoutes.allPages().map((page) => page.path);
    let sending = true;
    const reader = async () => {
      for (let i = 0; sending; i++) {
        const reply = await get(nginx.baseURL, paths[i % paths.length] ?? "/").catch(
          () => ({ status: 0 }) as Reply,
        );
        pageReplies.push({ status: reply.status, at: Date.now() });
        await sleep(20);
      }
    };

    const operator = async () => {
      while (replies.length < 300) await sleep(20);
      await one.kill();
      const stoppedAt = Date.now();
      // While it is down, a page nginx has not kept comes from the other instance.
      const uncached = await get(nginx.baseURL, `/contact?while-down=${stoppedAt}`);
      await sleep(1000);
      await one.start();
      const restartedAt = Date.now();
      restartDone();
      return { stoppedAt, restartedAt, uncachedStatus: uncached.status };
    };

    const run = Promise.all(Array.from({ length: concurrency }, sender));
    const pages = reader();
    const { stoppedAt, restartedAt, uncachedStatus } = await operator();
    await run;
    sending = false;
    await pages;

    expect(uncachedStatus).toBe(200);
    // nginx met the stopped instance and passed its requests on.
    expect(await nginx.errors()).toMatch(/connect\(\) failed|prematurely closed|reset by peer/);
    // Midway: requests were answered while the instance was down, and after its restart.
    expect(replies.filter(({ at }) => at >= stoppedAt && at <= restartedAt).length).toBeGreaterThan(
      0,
    );
    expect(replies.filter(({ at }) => at > restartedAt).length).toBeGreaterThanOrEqual(
      total - afterRestart,
    );
    const failed = replies.filter((reply) => reply.status !== 201);
    expect(failed, JSON.stringify(failed.slice(0, 5))).toEqual([]);
    expect(replies).toHaveLength(total);

    const stored = leadsTagged(tag).map((row) => String(row.message));
    const counts = new Map<string, number>();
    for (const message of stored) counts.set(message, (counts.get(message) ?? 0) + 1);
    const duplicated = [...counts].filter(([, count]) => count > 1);
    const lost = Array.from({ length: total }, (_, n) => `${tag} request ${n}`).filter(
      (message) => !counts.has(message),
    );
    expect({ lost: lost.length, duplicated: duplicated.length }).toEqual({
      lost: 0,
      duplicated: 0,
    });
    expect(stored).toHaveLength(total);

    const whileDown = pageReplies.filter(({ at }) => at >= stoppedAt && at <= restartedAt);
    expect(whileDown.length).toBeGreaterThan(0);
    expect(pageReplies.filter(({ status }) => status !== 200)).toEqual([]);
  }, 120_000);
});

describe("booking on two instances sharing the lead store", () => {
  it("gives the last place of a window, asked for at once on each instance, to exactly one, 20 times in a row", async () => {
    // The last 20 of the days offered: never fewer, whatever the hour, and
    // none begins while the race runs.
    const windows = (await openWindowKeys(nginx.baseURL, "127.0.1.250")).slice(-20);
    expect(windows).toHaveLength(20);
    const tag = `race-${randomBytes(3).toString("hex")}`;
    for (const [round, window] of windows.entries()) {
      const booking = (n: number) => ({
        ...lead(tag, 2 * round + n),
        zip: "78112",
        bookWindow: window,
        bookService: "servicePage-acRepair",
      });
      // Two visitors, each on an instance of their own, from addresses of their own.
      const replies = await Promise.all([
        postLead(one.baseURL, booking(0), { localAddress: `127.0.1.${2 * round + 1}` }),
        postLead(two.baseURL, booking(1), { localAddress: `127.0.1.${2 * round + 2}` }),
      ]);
      const answers = replies.map((reply) => JSON.parse(reply.body).visit?.kind).sort();
      expect(answers, window).toEqual(["booked", "taken"]);
    }
    // Both requests of each round stored, exactly one with the place.
    const stored = leadsTagged(tag);
    expect(stored).toHaveLength(40);
    for (const window of windows) {
      const inWindow = stored.filter((row) => row.visit?.window === window);
      expect(inWindow.map((row) => row.visit?.status).sort(), window).toEqual(["booked", "wanted"]);
    }
  });
});

describe("a host whose disk cannot be written (a serverless function)", () => {
  it("says so when it starts, loudly, and still serves its pages", async () => {
    // A store whose folder cannot be made: its parent is a file (root cannot either).
    const notAFolder = join(leadsFolder, "not-a-folder");
    await writeFile(notAFolder, "");
    const site = await serveBuiltSite({ LEADS_DB_FILE: join(notAFolder, "leads.sqlite") });
    try {
      expect((await get(site.baseURL, "/")).status).toBe(200);
      expect(site.output()).toContain("SERVICE REQUESTS CANNOT BE STORED");
      expect(site.output()).toContain("SANITY_WRITE_TOKEN");
    } finally {
      await site.stop();
    }
  });
});
