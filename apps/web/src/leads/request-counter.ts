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
