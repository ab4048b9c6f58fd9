import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-address";

const request = (headers: Record<string, string>) => new Headers(headers);
/** The default: no proxy of ours in front, no trusted header. */
const nothingInFront = { trustedHops: 0 };

describe("the visitor's address behind the site's proxies", () => {
  it("nothing in front (the default): the connection's own address, the last entry, whatever the visitor wrote", () => {
    const headers = request({ "x-forwarded-for": "10.9.9.9, 198.51.100.8, 203.0.113.7" });
    expect(clientAddress(headers, nothingInFront)).toBe("203.0.113.7");
  });

  it("one proxy (nginx, a load balancer): the entry it appended before the connection's", () => {
    const headers = request({ "x-forwarded-for": "10.9.9.9, 203.0.113.7, 127.0.0.1" });
    expect(clientAddress(headers, { trustedHops: 1 })).toBe("203.0.113.7");
  });

  it("a CDN in front of nginx: two trusted hops, so the CDN's own address is not the visitor", () => {
    const headers = request({ "x-forwarded-for": "1.1.1.1, 198.51.100.4, 104.16.0.9, 127.0.0.1" });
    expect(clientAddress(headers, { trustedHops: 2 })).toBe("198.51.100.4");
    expect(clientAddress(headers, { trustedHops: 1 })).toBe("104.16.0.9");
  });

  it("a trusted header set by the CDN wins over x-forwarded-for", () => {
    const headers = request({
      "x-forwarded-for": "104.16.0.9",
      "cf-connecting-ip": "198.51.100.4",
    });
    expect(clientAddress(headers, { header: "cf-connecting-ip", trustedHops: 0 })).toBe(
      "198.51.100.4",
    );
  });

  it("more hops than entries: the first entry; none at all: unknown", () => {
    expect(clientAddress(request({ "x-forwarded-for": "203.0.113.7" }), { trustedHops: 3 })).toBe(
      "203.0.113.7",
    );
    expect(clientAddress(request({}), nothingInFront)).toBe("unknown");
  });

  it("IPv4 written as IPv6 is the IPv4 address; an IPv6 visitor is counted by its /64", () => {
    expect(
      clientAddress(request({ "x-forwarded-for": "::ffff:203.0.113.7" }), nothingInFront),
    ).toBe("203.0.113.7");
    expect(
      clientAddress(request({ "x-forwarded-for": "2001:db8:1:2:aaaa::1" }), nothingInFront),
    ).toBe("2001:db8:1:2::/64");
    expect(clientAddress(request({ "x-forwarded-for": "2001:db8::5" }), nothingInFront)).toBe(
      "2001:db8:0:0::/64",
    );
  });
});
