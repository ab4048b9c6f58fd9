import { type RedisClient, withRedis } from "@/hosting/shared-redis";
import { stampMaxAgeMs } from "@/leads/start-stamp";
import { settings } from "@/server/server-context";

/**
 * Which start stamps have already been sent with a request: a stamp is good
 * for one request (the same request sent again, a double click or a retry,
 * is still that one). Each is remembered for as long as a stamp lasts from
 * its first use, a stamp past its age included: sent again in that time
 * with another request, it is a reuse.
 */
export interface StampUses {
  /** Whether `stamp` is free for `request` (its duplicate key): unused, or used by it alone. */
  take(stamp: string, request: string, now?: number): Promise<boolean>;
}

/** Remembered in this process's memory: right for one server instance. */
export function memoryStampUses(): StampUses {
  const used = new Map<string, { request: string; until: number }>();
  let nextSweep = 0;
  return {
    async take(stamp, request, now = Date.now()) {
      if (now >= nextSweep) {
        for (const [taken, use] of used) if (use.until <= now) used.delete(taken);
        nextSweep = now + 60_000;
      }
      const earlier = used.get(stamp);
      if (earlier) return earlier.request === request;
      used.set(stamp, { request, until: now + stampMaxAgeMs });
      return true;
    },
  };
}

/** One key per stamp in the Redis every instance shares, set only if absent. */
async function takeInRedis(client: RedisClient, stamp: string, request: string): Promise<boolean> {
  const key = `hvac:leads:stamp:${stamp}`;
  const set = await client.set(key, request, {
    condition: "NX",
    expiration: { type: "PX", value: stampMaxAgeMs },
  });
  return set === "OK" || (await client.get(key)) === request;
}

/** In Redis, with this process's memory standing in while Redis is away. */
function sharedStampUses(): StampUses {
  const own = memoryStampUses();
  return {
    take: (stamp, request, now) =>
      withRedis(
        (client) => takeInRedis(client, stamp, request),
        () => own.take(stamp, request, now),
      ),
  };
}

/** Shared by every instance with REDIS_URL, this process's own without. */
export const stampUses = (): StampUses =>
  settings().redisUrl ? sharedStampUses() : memoryStampUses();
