import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * What the site signs in the links and answers it hands out (the contacted
 * link, a booking's answer, the "Manage my visit" link): an HMAC of the
 * parts with the store's key (StoreKeys.signingKey), cut to `length`.
 */
export const signature = (key: string, parts: readonly string[], length: number) =>
  createHmac("sha256", key).update(parts.join(":")).digest("base64url").slice(0, length);

/** Whether `given` is `expected`, in a time that does not say how much of it matched. */
export function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
