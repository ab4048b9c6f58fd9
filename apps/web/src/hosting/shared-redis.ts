import { createClient } from "redis";

type RedisClient = ReturnType<typeof createClient>;
let connecting: Promise<RedisClient> | undefined;

/**
 * The Redis every instance shares when REDIS_URL is set (the page cache has
 * its own connection, made by Next's cache handler); undefined without it.
 */
export function sharedRedis(url = process.env.REDIS_URL): Promise<RedisClient> | undefined {
  if (!url) return undefined;
  connecting ??= (async () => {
    const client = createClient({ url, pingInterval: 10_000 });
    client.on("error", (error: Error) => console.error("Redis:", error.message));
    await client.connect();
    return client;
  })().catch((error: unknown) => {
    connecting = undefined;
    throw error;
  });
  return connecting;
}
