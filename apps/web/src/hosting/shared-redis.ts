import { createClient } from "redis";
import { serverPart } from "@/server/server-context";

declare module "@/server/server-context" {
  interface ServerParts {
    redis: Connection | undefined;
  }
}

export type RedisClient = ReturnType<typeof createClient>;

/**
 * Redis on a private network answers in a millisecond; a second leaves room
 * for this process being busy rendering, and still keeps a visitor's wait short.
 */
const callTimeoutMs = 1000;

/**
 * One connection per process, a part of the server's context: shared by every
 * bundle (the proxy, the routes) and by Next's cache handler, which finds it
 * there (page-cache-handler.mjs).
 */
export interface Connection {
  client: RedisClient;
  /** Whether the failure has been said (and its return not yet). */
  down: boolean;
}

/** Said once when Redis fails, and once when it answers again: never at every retry. */
function reportDown(connection: Connection, error: unknown) {
  if (connection.down) return;
  connection.down = true;
  const reason = error instanceof Error ? error.message : String(error);
  console.error(
    `Redis failed (${reason}): this instance serves pages and counts requests from its own memory until Redis returns.`,
  );
}
function reportBack(connection: Connection) {
  if (!connection.down) return;
  connection.down = false;
  console.error("Redis is back: the instances share pages, publishes and counts again.");
}

function connect(url: string): Connection {
  const client = createClient({
    url,
    pingInterval: 10_000,
    // Without a connection a call fails at once (and its caller falls back),
    // rather than waiting in a queue for Redis to return.
    disableOfflineQueue: true,
    commandOptions: { timeout: callTimeoutMs },
    socket: {
      connectTimeout: 2000,
      // Tried again soon, then every two seconds while it stays away.
      reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2000),
    },
  });
  const connection: Connection = { client, down: false };
  client.on("error", (error: Error) => reportDown(connection, error));
  client.on("ready", () => reportBack(connection));
  // Never awaited: the site starts and serves without Redis; the client keeps trying.
  client.connect().catch((error: unknown) => reportDown(connection, error));
  return connection;
}

const connection = (): Connection | undefined =>
  serverPart("redis", ({ redisUrl }) => (redisUrl ? connect(redisUrl) : undefined));

/**
 * The Redis every instance shares when REDIS_URL is set (undefined without
 * it), connected in the background: a call made while Redis is away fails at
 * once. Prefer `withRedis`, which gives the caller's fallback instead.
 */
export function sharedRedis(): Promise<RedisClient> | undefined {
  const shared = connection();
  return shared && Promise.resolve(shared.client);
}

/**
 * `call` on the shared Redis, or `fallback` (this instance's own answer)
 * without REDIS_URL, while Redis is away, or when the call fails or takes
 * longer than a moment. A visitor never waits for Redis.
 */
export async function withRedis<T>(
  call: (redis: RedisClient) => Promise<T>,
  fallback: () => T | Promise<T>,
): Promise<T> {
  const shared = connection();
  if (!shared?.client.isReady) return fallback();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${callTimeoutMs} ms`)), callTimeoutMs);
  });
  try {
    const result = await Promise.race([call(shared.client), late]);
    reportBack(shared);
    return result;
  } catch (error) {
    reportDown(shared, error);
    return fallback();
  } finally {
    clearTimeout(timer);
  }
}
