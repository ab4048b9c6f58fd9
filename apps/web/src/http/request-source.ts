import { createHmac } from "node:crypto";

/**
 * The source a request came from, as the site keeps it with the request: a
 * keyed digest of the visitor's address (clientAddress: an IPv6 visitor by
 * its /64), never the address itself. What one source may take of the
 * schedule and of the hourly budgets is counted by it; nobody can read an
 * address back from it, and the key is the store's, so it is the same on
 * every instance. None for an address not known.
 */
export function requestSource(key: string, address: string): string | null {
  if (!address || address === "unknown") return null;
  return createHmac("sha256", key).update(`source:${address}`).digest("base64url").slice(0, 22);
}
