import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The minimum fill time. Pages are built once, so a timestamp written into
 * their HTML would be the build's. Instead the proxy stamps the first page a
 * visitor loads with a signed cookie (it works with or without JavaScript),
 * and the lead endpoint measures the time since then.
 */
export const fillTimeCookie = "form_started";

// LEADS_SECRET keeps stamps valid across instances and deploys; without it a
// secret drawn at build time signs them (see next.config.ts).
const secret = () => process.env.LEADS_SECRET || process.env.LEADS_BUILD_SECRET || "";

const sign = (value: string) => createHmac("sha256", secret()).update(value).digest("base64url");

export function fillTimeStamp(now = Date.now()): string {
  const time = String(now);
  return `${time}.${sign(time)}`;
}

/** Milliseconds since the stamp, or undefined when it is missing, forged or from the future. */
export function fillTimeElapsed(stamp: string | undefined, now = Date.now()): number | undefined {
  const [time = "", signature = ""] = (stamp ?? "").split(".");
  const expected = Buffer.from(sign(time));
  const given = Buffer.from(signature);
  if (!/^\d{13}$/.test(time) || given.length !== expected.length) return undefined;
  if (!timingSafeEqual(given, expected)) return undefined;
  const elapsed = now - Number(time);
  return elapsed >= 0 ? elapsed : undefined;
}

export const fillTimeCookieOptions = (secure: boolean) =>
  ({ httpOnly: true, sameSite: "lax", path: "/", secure }) as const;
