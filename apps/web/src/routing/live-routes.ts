import { routeCollectionsQuery, routeTableOf } from "@hvac/content";
import type { RouteTable } from "@hvac/routing";
import { source } from "@/content/source";
import { withRedis } from "@/hosting/shared-redis";

/**
 * The route table for code that runs outside a page's render (the proxy,
 * which checks every request against it, and the office's email). It is kept
 * in the process's memory and read again only when a publish changed the
 * table: the publish webhook raises a version number, shared through Redis
 * when instances share one, which each process checks at most once a second.
 * A request costs a memory read, or one Redis GET a second. While Redis is
 * away each instance keeps its table (and reads it again for its own
 * publishes); a change it could not tell the others is told when Redis returns.
 */

const versionKey = "hvac:routes:version";
const checkEveryMs = 1000;

interface Held {
  table: RouteTable;
  version: string;
  checkedAt: number;
}

interface State {
  held?: Promise<Held>;
  version: number;
  /** A publish changed the table while Redis was away: the shared version is still to be raised. */
  untold?: boolean;
}

// One per process: the proxy and the route handlers are separate bundles.
const shared = globalThis as { __hvacLiveRoutes?: State };
shared.__hvacLiveRoutes ??= { version: 0 };
const state: State = shared.__hvacLiveRoutes;

const raiseSharedVersion = () =>
  withRedis(
    async (redis) => {
      await redis.incr(versionKey);
      state.untold = false;
    },
    () => {
      state.untold = true;
    },
  );

async function currentVersion(): Promise<string> {
  if (!process.env.REDIS_URL) return String(state.version);
  if (state.untold) await raiseSharedVersion();
  // Redis away: "unknown" keeps the table held; the next check tries again.
  return withRedis(
    async (redis) => (await redis.get(versionKey)) ?? "0",
    () => "unknown",
  );
}

async function load(version: string): Promise<Held> {
  const table = routeTableOf(await source.fetch(routeCollectionsQuery, {}));
  return { table, version, checkedAt: Date.now() };
}

/** The route table as published now (within a second, on every instance). */
export async function liveRoutes(): Promise<RouteTable> {
  const held = state.held && (await state.held.catch(() => undefined));
  if (held && Date.now() - held.checkedAt < checkEveryMs) return held.table;
  const version = await currentVersion();
  if (held && (version === held.version || version === "unknown")) {
    held.checkedAt = Date.now();
    return held.table;
  }
  const loading = load(version);
  state.held = loading;
  try {
    return (await loading).table;
  } catch (error) {
    // The content could not be read: keep answering with the table held.
    if (held) {
      state.held = Promise.resolve(held);
      return held.table;
    }
    state.held = undefined;
    throw error;
  }
}

/** A publish changed a town, a service page or a redirect: every instance reads the table again. */
export async function routesChanged(): Promise<void> {
  state.version += 1;
  state.held = undefined;
  if (process.env.REDIS_URL) await raiseSharedVersion();
}
