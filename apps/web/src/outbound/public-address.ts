import { type LookupAddress, type LookupAllOptions, lookup } from "node:dns";
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";

/**
 * An address on the public internet: not this machine, not a private,
 * link-local (a cloud's metadata service), shared, multicast or reserved
 * range, not an IPv6 form that carries one of those.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === "unicast";
}

class NotPublicError extends Error {
  constructor(host: string) {
    super(`${host} is not a public internet address: the site sends nothing there.`);
  }
}

/**
 * A DNS lookup for node:http(s) that gives only public addresses, so the
 * address checked is the address connected to (no second lookup between).
 */
export function publicLookup(
  hostname: string,
  options: LookupAllOptions | object,
  callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
) {
  const all = (options as LookupAllOptions).all === true;
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, all ? [] : "");
    const usable = addresses.filter((entry) => isPublicAddress(entry.address));
    const [first] = usable;
    if (!first) return callback(new NotPublicError(hostname), all ? [] : "");
    if (all) return callback(null, usable);
    callback(null, first.address, first.family);
  });
}

/** An https address whose host, written as an address, is public (a name is checked when it is looked up). */
export function publicHttpsProblem(url: string): string | undefined {
  const parsed = URL.parse(url);
  if (parsed?.protocol !== "https:") return "The address must start with https://.";
  const host = parsed.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host) && !isPublicAddress(host)) return new NotPublicError(host).message;
  return undefined;
}
