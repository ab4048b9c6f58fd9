import { isIPv6 } from "node:net";

/**
 * The visitor's address, as the proxies in front of the site report it:
 *
 * - CLIENT_ADDRESS_HEADER names a header a trusted proxy or CDN sets to the
 *   visitor's address (e.g. cf-connecting-ip, x-real-ip): it is used as is.
 * - Otherwise x-forwarded-for, where each proxy appends the address the
 *   request came from: TRUSTED_PROXY_HOPS (default 1, one nginx or load
 *   balancer) says how many proxies of ours stand in front, so the entry the
 *   outermost one wrote, that many from the end, is the visitor's; entries
 *   before it are the visitor's to forge.
 *
 * An IPv6 visitor is counted by its /64, the block one household gets.
 */
export function clientAddress(
  headers: Headers,
  env: Record<string, string | undefined> = process.env,
): string {
  const header = env.CLIENT_ADDRESS_HEADER?.trim().toLowerCase();
  const hops = Math.max(1, Number.parseInt(env.TRUSTED_PROXY_HOPS ?? "", 10) || 1);
  const forwarded = (headers.get("x-forwarded-for") ?? "").split(",").map((entry) => entry.trim());
  const raw = header ? headers.get(header) : (forwarded.at(-hops) ?? forwarded[0]);
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
