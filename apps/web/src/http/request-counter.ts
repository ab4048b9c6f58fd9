import { RateLimiterRedis } from "rate-limiter-flexible";
import { withRedis } from "@/hosting/shared-redis";
import { settings } from "@/server/server-context";

/**
 * How many requests an address sent in the last window, this one included.
 * The counts decide what looks automated and what is kept, never what a
 * person is told.
 */
export interface RequestCounter {
  hit(address: string, now?: number): Promise<number>;
}

/** Counts held in this process's memory: right for one server instance. */
export function memoryRequestCounter({ windowMs }: { windowMs: number }): RequestCounter {
  const hits = new Map<string, number[]>();
  let nextSweep = 0;
  return {
    async hit(address, now = Date.now()) {
      if (now >= nextSweep) {
        for (const [key, times] of hits) {
          if ((times.at(-1) ?? 0) <= now - windowMs) hits.delete(key);
        }
        nextSweep = now + windowMs;
      }
      const recent = (hits.get(address) ?? []).filter((time) => time > now - windowMs);
      recent.push(now);
      hits.set(address, recent);
      return recent.length;
    },
  };
}

/**
 * Counts in Redis, shared by every instance (rate-limiter-flexible): a burst
 * spread over several instances is one burst. Windows start at an address's
 * first request. While Redis is away (or slow), the instance's own counts
 * stand in: kept all along, so an outage does not start them from nothing.
 */
function redisRequestCounter(name: string, { windowMs }: { windowMs: number }): RequestCounter {
  const own = memoryRequestCounter({ windowMs });
  let limiter: RateLimiterRedis | undefined;
  return {
    async hit(address, now) {
      const counted = await own.hit(address, now);
      return withRedis(
        async (client) => {
          limiter ??= new RateLimiterRedis({
            storeClient: client,
            useRedisPackage: true,
            keyPrefix: `hvac:leads:${name}`,
            // Counted, never refused: the number decides, not the limiter.
            points: Number.MAX_SAFE_INTEGER,
            duration: Math.ceil(windowMs / 1000),
          });
          return (await limiter.consume(address)).consumedPoints;
        },
        () => counted,
      );
    },
  };
}

/** Shared counts with REDIS_URL, this process's own without. */
export const requestCounter = (name: string, window: { windowMs: number }): RequestCounter =>
  settings().redisUrl ? redisRequestCounter(name, window) : memoryRequestCounter(window);
