import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { servedFormMark } from "@/leads/lead-fields";

/**
 * The minimum fill time. Pages are static and carry no cookie, so the form
 * asks the server for a signed stamp of the moment it was first shown or
 * focused, and sends it back with the request. A stamp is good for one
 * request (stamp-uses.ts) and for `stampMaxAgeMs`.
 */

export type StampCheck =
  | { kind: "missing" }
  /** The form as the page served it: JavaScript off, or its stamp never came. */
  | { kind: "served" }
  /** Not signed with the site's key, or not in the shape the site writes: made up or tampered with. */
  | { kind: "forged" }
  /** Signed, but older than a stamp lasts: a form left open for hours, or a stamp kept for reuse. */
  | { kind: "old" }
  | { kind: "valid"; elapsedMs: number };

/** How long a stamp lasts: a form left open longer is sent with a weak sign, never refused. */
export const stampMaxAgeMs = 2 * 60 * 60 * 1000;
const clockSkewMs = 5000;

const sign = (key: string, value: string) =>
  createHmac("sha256", key).update(value).digest("base64url");

/**
 * The time the form showed, a random part (two visitors who open a form in
 * the same millisecond get two stamps: one stamp is good for one request)
 * and the signature of both.
 */
export function startStamp(key: string, now = Date.now()): string {
  const signed = `${now}.${randomBytes(8).toString("base64url")}`;
  return `${signed}.${sign(key, signed)}`;
}

export function checkStamp(key: string, stamp: unknown, now = Date.now()): StampCheck {
  if (typeof stamp !== "string" || stamp === "") return { kind: "missing" };
  if (stamp === servedFormMark) return { kind: "served" };
  // Exactly the parts the site writes, anything more is not its stamp; a form
  // shown before the random part was added carries none.
  const parts = /^((\d{13})(?:\.[\w-]{11})?)\.([\w-]{43})$/.exec(stamp);
  if (!parts) return { kind: "forged" };
  const [, signed = "", time = "", signature = ""] = parts;
  if (!timingSafeEqual(Buffer.from(signature), Buffer.from(sign(key, signed)))) {
    return { kind: "forged" };
  }
  const elapsedMs = now - Number(time);
  // Instances' clocks may differ by a moment; a stamp far in the future was not made here.
  if (elapsedMs < -clockSkewMs) return { kind: "forged" };
  if (elapsedMs > stampMaxAgeMs) return { kind: "old" };
  return { kind: "valid", elapsedMs: Math.max(0, elapsedMs) };
}
