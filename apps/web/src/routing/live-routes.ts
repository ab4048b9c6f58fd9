import { routeCollectionsQuery, routeTableOf } from "@hvac/content";
import type { RouteTable } from "@hvac/routing";
import { contentSource } from "@/content/source";
import { withRedis } from "@/hosting/shared-redis";
import { serverPart, settings } from "@/server/server-context";

declare module "@/server/server-context" {
  interface ServerParts {
    liveRoutes: State;
  }
}

/**
 * The route table for code that runs outside a page's render (the proxy,
 * which checks every request against it, and the office's email). It is kept
 * in the process's memory and read again only when a publish changed the
 * table: the publish webhook raises a version number, shared through Redis
 * when instances share one, which each process checks at most once a second.
 * A request costs a memory read, or one Redis GET a second. While Redis is
 * away each instance keeps its table (and reads it again for its own
 * publishes); a change it could not tell the others is told when Redis returns.
 *
 * A table once read is never dropped: a publish only marks it stale. While
 * the content cannot be read (Sanity down or not answering), requests keep
 * the table held, and the read is tried again a second later.
 */

const versionKey = "hvac:routes:version";
const checkEveryMs = 1000;

interface Held {
  table: RouteTable;
  /** The shared version (or this process's publish count without Redis) the table was read at. */
  version: string;
  /** The publishes this process had received when the table was read. */
  publishes: number;
  checkedAt: number;
}

interface State {
  held?: Held;
  /** The read under way, which every request meanwhile waits for. */
  loading?: Promise<Held>;
  /** When the last read failed: the next is tried a second later. */
  failedAt: number;
  /** The publishes of route documents this process received. */
  publishes: number;
  /** A publish changed the table while Redis was away: the shared version is still to be raised. */
  untold?: boolean;
}

// One per process: the proxy and the route handlers are separate bundles.
const routeState = (): State => serverPart("liveRoutes", () => ({ failedAt: 0, publishes: 0 }));

const raiseSharedVersion = () =>
  withRedis(
    async (redis) => {
      await redis.incr(versionKey);
      routeState().untold = false;
    },
    () => {
      routeState().untold = true;
    },
  );

async function currentVersion(): Promise<string> {
  if (!settings().redisUrl) return String(routeState().publishes);
  if (routeState().untold) await raiseSharedVersion();
  // Redis away: "unknown" keeps the table held; the next check tries again.
  return withRedis(
    async (redis) => (await redis.get(versionKey)) ?? "0",
    () => "unknown",
  );
}

/** Reads the table (one read at a time, shared by every request waiting for it). */
function load(version: string): Promise<Held> {
  const state = routeState();
  state.loading ??= (async () => {
    const publishes = state.publishes;
    try {
      const table = routeTableOf(await contentSource().fetch(routeCollectionsQuery, {}));
      const held = { table, version, publishes, checkedAt: Date.now() };
      state.held = held;
      state.failedAt = 0;
      return held;
    } catch (error) {
      state.failedAt = Date.now();
      throw error;
    } finally {
      state.loading = undefined;
    }
  })();
  return state.loading;
}

/** The route table as published now (within a second, on every instance). */
export async function liveRoutes(): Promise<RouteTable> {
  const { held } = routeState();
  // Nothing held yet: nothing to answer with if the read fails.
  if (!held) return (await load(await currentVersion())).table;
  const fresh = held.publishes === routeState().publishes;
  if (fresh && Date.now() - held.checkedAt < checkEveryMs) return held.table;
  // The last read failed a moment ago: keep the table held until it is time to try again.
  if (Date.now() - routeState().failedAt < checkEveryMs) return held.table;
  const version = await currentVersion();
  if (fresh && (version === held.version || version === "unknown")) {
    held.checkedAt = Date.now();
    return held.table;
  }
  try {
    return (await load(version)).table;
  } catch {
    // The content could not be read: keep answering with the table held, stale as it is.
    return held.table;
  }
}

/** A publish changed a town, a service page or a redirect: every instance reads the table again. */
export async function routesChanged(): Promise<void> {
  routeState().publishes += 1;
  if (settings().redisUrl) await raiseSharedVersion();
}
