import { isIPv6 } from "node:net";
import type { Settings } from "@/server/settings";

/**
 * The visitor's address, as the connection and the proxies in front of the
 * site report it:
 *
 * - CLIENT_ADDRESS_HEADER names a header a trusted proxy or CDN sets to the
 *   visitor's address (e.g. cf-connecting-ip, x-real-ip): it is used as is.
 * - Otherwise x-forwarded-for, where each proxy appends the address the
 *   request came from, and the server itself (scripts/front-door.mjs) appends the
 *   connection's own address last. TRUSTED_PROXY_HOPS (default 0: nothing in
 *   front, the connection is the visitor) says how many proxies of ours stand
 *   in front; the entry the outermost one wrote is the visitor's, and entries
 *   before it are the visitor's to forge.
 *
 * An IPv6 visitor is counted by its /64, the block one household gets.
 */
export function clientAddress(
  headers: Headers,
  { header, trustedHops: hops }: Settings["clientAddress"],
): string {
  const forwarded = (headers.get("x-forwarded-for") ?? "").split(",").map((entry) => entry.trim());
  const raw = header ? headers.get(header) : (forwarded.at(-1 - hops) ?? forwarded[0]);
  const address = (raw ?? "").trim().replace(/^::ffff:/, "");
  if (!address) return "unknown";
  if (!isIPv6(address)) return address;
  return `${expandIPv6(address).slice(0, 4).join(":")}::/64`;
}

function expandIPv6(address: string): string[] {
  const [head = "", tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const zeros = address.includes("::") ? 8 - left.length - right.length : 0;
  return [...left, ...Array<string>(zeros).fill("0"), ...right];
}
