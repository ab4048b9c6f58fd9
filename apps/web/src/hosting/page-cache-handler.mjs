// Next's cache of rendered pages and content reads (loaded by Next as it is,
// so plain JavaScript), from a maintained library: in this server's memory,
// or, with REDIS_URL, in Redis shared by every instance, so a publish that
// reaches one instance refreshes them all; while Redis is away, in this
// server's memory again. A page is rendered on its first
// visit after a start (from the content as it is then) and kept. Every page
// it hands out carries the Content-Security-Policy of that page's own HTML
// (see security/page-policy.ts).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createLruHandler from "@fortedigital/nextjs-cache-handler/local-lru";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { PHASE_PRODUCTION_BUILD } from "next/constants.js";
import { makeCanonical } from "./canonical-render.mjs";
import { firstScreenPainter } from "./first-screen.mjs";
import { runScriptsAfterPaint } from "./scripts-after-paint.mjs";
import { writeStructuredDataOnce } from "./structured-data-once.mjs";

const policyHeader = "content-security-policy";
// The server's parts, put together in its context (src/server/server-context.ts):
// the page policy, and the process's one Redis connection, opened at start.
const parts = () => globalThis[Symbol.for("hvac.server")]?.parts;
const part = (name) => parts()?.get(name);
const provider = () => part("pagePolicy");
const sharedRedis = () => part("redis")?.client;

/**
 * A part this handler keeps itself, made the first time it is asked for
 * (serverPart's rule, for plain JavaScript): one per process, never a
 * variable of this module's. Made afresh while there is no context.
 */
function ownPart(name, make) {
  const held = parts();
  if (!held) return make();
  if (!held.has(name)) held.set(name, make());
  return held.get(name);
}

// A page that no publish refreshes is rendered again after a day (the visitor
// who finds it stale still gets it at once), and forgotten after a day and a
// half: a build's pages do not outlive it in Redis.
const staleAfterSeconds = 24 * 60 * 60;

// The stylesheets a page links, as the server has them: Next's server runs in
// its own folder, beside the build's files (`/_next/static/…` is `.next/static/…`).
// Each is read and prepared once per process.
const paintFirstScreenFirst = (html) =>
  ownPart("firstScreenPainter", () =>
    firstScreenPainter((href) => {
      if (!href.startsWith("/_next/static/")) return undefined;
      const file = join(process.cwd(), ".next", href.slice("/_next/".length));
      return existsSync(file) ? readFileSync(file, "utf8") : undefined;
    }),
  )(html);

/**
 * This server's memory, holding every page of the route table however many
 * towns the office adds: its limits follow the number of pages (the library's
 * defaults, 1,000 entries and 100 MB, kept 272 of 440 pages at 200 towns).
 * When the table outgrows them, the cache starts again with room for twice
 * the pages (each rendered once more).
 */
const entriesPerPage = 4; // the page and the content reads it shares with others
// As the library weighs an entry (its JSON text: a page's flight data is
// written as numbers, about four times its bytes).
const weightPerPage = 1024 * 1024;
const pagesHeld = () => part("liveRoutes")?.held?.table.allPages().length ?? 0;

function memoryForEveryPage() {
  let roomFor = 0;
  let memory;
  const current = () => {
    if (!memory || pagesHeld() > roomFor) {
      roomFor = Math.max(200, 2 * pagesHeld());
      memory = createLruHandler({
        maxItemsNumber: roomFor * entriesPerPage,
        maxItemSizeBytes: roomFor * weightPerPage,
      });
    }
    return memory;
  };
  return {
    name: "memory-for-every-page",
    get: (key, meta) => current().get(key, meta),
    set: (key, value, ctx) => current().set(key, value, ctx),
    revalidateTag: (tag) => current().revalidateTag(tag),
    delete: (key) => current().delete(key),
    /** Empties it (Redis is back: it kept only what was rendered while Redis was away). */
    clear: () => {
      memory = undefined;
    },
  };
}

/**
 * Redis, with what it missed: the tags a publish refreshed while Redis was
 * away (or did not answer) are refreshed in Redis as soon as it returns, so
 * no instance hands out a page from before that publish.
 */
function sharedWithReplay(client, shared) {
  const missed = new Set();
  const replay = async () => {
    for (const tag of missed) {
      await shared.revalidateTag(tag).then(
        () => missed.delete(tag),
        () => undefined,
      );
    }
  };
  client.on("ready", replay);
  return {
    ...shared,
    async revalidateTag(tag) {
      try {
        await shared.revalidateTag(tag);
        // A refresh that once failed while Redis answered is tried again with the next one.
        await replay();
      } catch (error) {
        missed.add(tag);
        throw error;
      }
    },
  };
}

/**
 * This instance's own memory, for while Redis is away: it keeps only what is
 * rendered then, and starts empty at each outage (it is emptied when Redis
 * returns), so it never holds a page from before a publish it did not see.
 */
function memoryWhileAway(client) {
  const memory = memoryForEveryPage();
  client.on("ready", memory.clear);
  return {
    name: "memory-while-redis-is-away",
    get: memory.get,
    set: async (key, value, ctx) => (client.isReady ? undefined : memory.set(key, value, ctx)),
    revalidateTag: memory.revalidateTag,
    delete: memory.delete,
  };
}

CacheHandler.onCreation(async ({ buildId }) => {
  const ttl = { defaultStaleAge: staleAfterSeconds, estimateExpireAge: (age) => age * 1.5 };
  // The build renders into memory; only the running servers share the cache.
  const redisUrl = globalThis[Symbol.for("hvac.server")]?.settings.redisUrl;
  if (!redisUrl || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) {
    return { handlers: [memoryForEveryPage()], ttl };
  }
  const client = sharedRedis();
  if (!client) {
    console.error("REDIS_URL is set but no Redis connection was opened: pages are kept in memory.");
    return { handlers: [memoryForEveryPage()], ttl };
  }
  // Keys carry the build, so instances of two builds never hand out each other's pages.
  const shared = createRedisHandler({ client, keyPrefix: `hvac:${buildId ?? "dev"}:` });
  // Redis first; when a call to it fails (at once while it is away: no
  // offline queue, short time limits), the library asks the next handler.
  return { handlers: [sharedWithReplay(client, shared), memoryWhileAway(client)], ttl };
});

// Next's built-in not-found page only answers the paths the proxy leaves
// alone (files, API), and next.config gives those their own policy.
const isPage = (key, value) =>
  value?.kind === "APP_PAGE" && typeof value.html === "string" && !key.endsWith("/_not-found");

/** Said once per page and process. */
function reportUncanonical(key) {
  const reported = ownPart("uncanonicalPages", () => new Set());
  if (reported.has(key)) return;
  reported.add(key);
  console.error(
    `Page cache: ${key} was rendered with an address it could not set to the page's own path, so it is not kept (rendered again for each visit). Next's flight data may have changed shape.`,
  );
}

/** A step of keeping a page that fails leaves the page as it found it, and says so. */
function tryStep(key, otherwise, step) {
  try {
    step();
  } catch (error) {
    console.error(`Page cache: ${key} ${otherwise}:`, error);
  }
}

export default class PageCache extends CacheHandler {
  // A page's policy is made once, from the HTML just rendered, and kept with
  // the page (in Redis, for every instance): the page handed out later is the
  // very HTML it was made from. A fresh render is served from the object
  // stored here, so it carries the policy too.
  async set(key, data, ctx) {
    const rendered = data?.kind === "APP_PAGE" && typeof data.html === "string";
    // What every later visitor gets names the page's path alone (see
    // canonical-render.mjs); a render that cannot be made so is not kept.
    const shareable = !rendered || makeCanonical(key, data);
    if (rendered && shareable) {
      // Its structured data in its HTML alone (see structured-data-once.mjs),
      // its scripts fetched after its first paint (scripts-after-paint.mjs)
      // and its first screen's rules in its head (first-screen.mjs); a page
      // a step fails on is kept as that step found it.
      tryStep(key, "keeps its structured data in its flight data too", () =>
        writeStructuredDataOnce(data),
      );
      tryStep(key, "fetches its scripts before its first paint", () => {
        data.html = runScriptsAfterPaint(data.html) ?? data.html;
      });
      tryStep(key, "keeps its stylesheet in the head", () => {
        data.html = paintFirstScreenFirst(data.html) ?? data.html;
      });
    }
    const pages = provider();
    if (isPage(key, data) && pages) {
      data.headers = { ...data.headers, [policyHeader]: await pages.policyFor(data.html) };
    }
    if (!shareable) return reportUncanonical(key);
    return super.set(key, data, ctx);
  }
}
