// Next's cache of rendered pages and content reads (loaded by Next as it is,
// so plain JavaScript), from a maintained library: in this server's memory,
// or, with REDIS_URL, in Redis shared by every instance, so a publish that
// reaches one instance refreshes them all. A page is rendered on its first
// visit after a start (from the content as it is then) and kept. Every page
// it hands out carries the Content-Security-Policy of that page's own HTML
// (see security/page-policy.ts).
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createLruHandler from "@fortedigital/nextjs-cache-handler/local-lru";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { PHASE_PRODUCTION_BUILD } from "next/constants.js";
import { createClient } from "redis";
import { makeCanonical } from "./canonical-render.mjs";

const policyHeader = "content-security-policy";
const provider = () => globalThis[Symbol.for("hvac.pagePolicyProvider")];

// A page that no publish refreshes is rendered again after a day (the visitor
// who finds it stale still gets it at once), and forgotten after a day and a
// half: a build's pages do not outlive it in Redis.
const staleAfterSeconds = 24 * 60 * 60;

CacheHandler.onCreation(async ({ buildId }) => {
  const ttl = { defaultStaleAge: staleAfterSeconds, estimateExpireAge: (age) => age * 1.5 };
  // The build renders into memory; only the running servers share the cache.
  if (!process.env.REDIS_URL || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) {
    return { handlers: [createLruHandler()], ttl };
  }
  const client = createClient({ url: process.env.REDIS_URL, pingInterval: 10_000 });
  client.on("error", (error) => console.error("Redis (page cache):", error.message));
  await client.connect();
  // Keys carry the build, so instances of two builds never hand out each other's pages.
  return {
    handlers: [createRedisHandler({ client, keyPrefix: `hvac:${buildId ?? "dev"}:` })],
    ttl,
  };
});

// Next's built-in not-found page only answers the paths the proxy leaves
// alone (files, API), and next.config gives those their own policy.
const isPage = (key, value) =>
  value?.kind === "APP_PAGE" && typeof value.html === "string" && !key.endsWith("/_not-found");

const reported = new Set();
function reportUncanonical(key) {
  if (reported.has(key)) return;
  reported.add(key);
  console.error(
    `Page cache: ${key} was rendered with an address it could not set to the page's own path, so it is not kept (rendered again for each visit). Next's flight data may have changed shape.`,
  );
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
    const pages = provider();
    if (isPage(key, data) && pages) {
      data.headers = { ...data.headers, [policyHeader]: await pages.policyFor(data.html) };
    }
    if (!shareable) return reportUncanonical(key);
    return super.set(key, data, ctx);
  }
}
