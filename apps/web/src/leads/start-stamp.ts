import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The minimum fill time. Pages are static and carry no cookie, so the form
 * asks the server for a signed stamp of the moment it was first shown or
 * focused, and sends it back with the request. A request without a stamp
 * (JavaScript off, the stamp request lost) is no sign of a robot.
 */

export type StampCheck =
  | { kind: "missing" }
  /** Not signed with the site's key: made up or tampered with. */
  | { kind: "forged" }
  | { kind: "valid"; elapsedMs: number };

const clockSkewMs = 5000;

const sign = (key: string, value: string) =>
  createHmac("sha256", key).update(value).digest("base64url");

export function startStamp(key: string, now = Date.now()): string {
  const time = String(now);
  return `${time}.${sign(key, time)}`;
}

export function checkStamp(key: string, stamp: unknown, now = Date.now()): StampCheck {
  if (typeof stamp !== "string" || stamp === "") return { kind: "missing" };
  const [time = "", signature = ""] = stamp.split(".");
  const expected = Buffer.from(sign(key, time));
  const given = Buffer.from(signature);
  if (!/^\d{13}$/.test(time) || given.length !== expected.length) return { kind: "forged" };
  if (!timingSafeEqual(given, expected)) return { kind: "forged" };
  const elapsedMs = now - Number(time);
  // Instances' clocks may differ by a moment; a stamp far in the future was not made here.
  if (elapsedMs < -clockSkewMs) return { kind: "forged" };
  return { kind: "valid", elapsedMs: Math.max(0, elapsedMs) };
}
