import { readSettings, type Settings } from "@/server/settings";

/**
 * The server put together in one place: its settings, read and checked once,
 * and the parts every bundle of the process shares, each made the first
 * time it is asked for. It lives under one key on globalThis because Next
 * loads the routes, the proxy, instrumentation.ts and the cache handler as
 * separate bundles (and the cache handler and the front door as plain
 * JavaScript, which read their parts here): a module's own variable would be
 * one per bundle. Tests provide a context of their own settings and parts.
 */
export interface ServerContext {
  settings: Settings;
  parts: Map<PartName, unknown>;
}

/**
 * The shared parts, and who makes each: the stores (stores/server-stores.ts),
 * the counts on their way (results/pending-counts.ts), the Redis connection
 * (hosting/shared-redis.ts), the page policy (security/page-policy.ts), the
 * outbound worker (outbound/outbound-worker.ts), the front door's lanes
 * (results/beacon-lane.ts), the lead form's receiver (app/api/leads), the
 * route table held for the proxy (routing/live-routes.ts), the content
 * reads' last good answers (content/cached-query.ts) and the calls' store
 * and settings (calls/server-calls.ts).
 */
export type PartName =
  | "liveRoutes"
  | "contentReads"
  | "stores"
  | "counts"
  | "redis"
  | "pagePolicy"
  | "outboundWorker"
  | "fastLanes"
  | "leadReceiver"
  | "calls";

export const serverContextKey = Symbol.for("hvac.server");
const holder = globalThis as { [serverContextKey]?: ServerContext };

/** The server's context, put together from the environment the first time it is asked for. */
export function serverContext(): ServerContext {
  holder[serverContextKey] ??= { settings: readSettings(), parts: new Map() };
  return holder[serverContextKey];
}

/** The server's settings (settings.ts): a bad one stops the start (instrumentation.ts). */
export const settings = (): Settings => serverContext().settings;

/**
 * A shared part, made from the settings the first time it is asked for; a
 * part whose making failed (a store that did not open) is made again the
 * next time.
 */
export function serverPart<Part>(name: PartName, make: (settings: Settings) => Part): Part {
  const { parts, settings } = serverContext();
  if (!parts.has(name)) parts.set(name, make(settings));
  return parts.get(name) as Part;
}

/** For tests: the server's context is these settings and parts (the rest made as usual). */
export function provideServerContext(
  settings: Settings,
  parts: Partial<Record<PartName, unknown>> = {},
): void {
  holder[serverContextKey] = {
    settings,
    parts: new Map(Object.entries(parts) as Array<[PartName, unknown]>),
  };
}
