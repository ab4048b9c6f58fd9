import { type RequestCounter, requestCounter } from "@/http/request-counter";
import { serverPart } from "@/server/server-context";

declare module "@/server/server-context" {
  interface ServerParts {
    addressCounts: Map<string, RequestCounter>;
  }
}

/**
 * The server's count of one kind of request per visitor's address (beacons,
 * start stamps, open times shown), made once per process (shared through
 * Redis with REDIS_URL): each bound counts an address the same on every
 * bundle and instance.
 */
export function addressCounter(name: string, window: { windowMs: number }): RequestCounter {
  const counters = serverPart("addressCounts", () => new Map());
  let counter = counters.get(name);
  if (!counter) {
    counter = requestCounter(name, window);
    counters.set(name, counter);
  }
  return counter;
}
