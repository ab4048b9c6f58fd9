import { isIPv6 } from "node:net";

/**
 * The visitor's address: the last x-forwarded-for entry, which is the one the
 * nearest proxy added (`next start` fills the header from the socket when a
 * request arrives without one). An IPv6 visitor is counted by its /64, the
 * block one household gets.
 */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for") ?? "";
  const last =
    forwarded
      .split(",")
      .at(-1)
      ?.trim()
      .replace(/^::ffff:/, "") ?? "";
  if (!last) return "unknown";
  if (!isIPv6(last)) return last;
  return `${expandIPv6(last).slice(0, 4).join(":")}::/64`;
}

function expandIPv6(address: string): string[] {
  const [head = "", tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const zeros = address.includes("::") ? 8 - left.length - right.length : 0;
  return [...left, ...Array<string>(zeros).fill("0"), ...right];
}
