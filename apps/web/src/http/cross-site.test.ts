import { describe, expect, it } from "vitest";
import { isCrossSite } from "@/http/cross-site";

const site = "https://www.elmendorf-hvac.example";
const from = (headers: Record<string, string>) =>
  isCrossSite(new Headers({ host: "127.0.0.1:3000", ...headers }), site);

describe("a post made by another site's page", () => {
  it("is known by Sec-Fetch-Site", () => {
    expect(from({ "sec-fetch-site": "cross-site" })).toBe(true);
  });

  it("is known by its Origin when the browser sends no Sec-Fetch-Site", () => {
    expect(from({ origin: "https://evil.example" })).toBe(true);
    expect(from({ origin: "not a url" })).toBe(true);
  });

  it("is known by its Origin whatever Sec-Fetch-Site says: a sibling subdomain is another site", () => {
    const sibling = "https://shop.elmendorf-hvac.example";
    expect(from({ "sec-fetch-site": "same-site", origin: sibling })).toBe(true);
    expect(from({ "sec-fetch-site": "same-origin", origin: sibling })).toBe(true);
    expect(from({ "sec-fetch-site": "same-site" })).toBe(true);
    expect(from({ "sec-fetch-site": "same-site", origin: "null" })).toBe(true);
  });

  it("is not the site's own form, on whatever address the visitor used", () => {
    expect(from({ origin: "http://127.0.0.1:3000" })).toBe(false);
    expect(from({ origin: site })).toBe(false);
    expect(from({ origin: "https://shop.example", "x-forwarded-host": "shop.example" })).toBe(
      false,
    );
    expect(from({ "sec-fetch-site": "same-origin", origin: "http://127.0.0.1:3000" })).toBe(false);
    expect(from({ "sec-fetch-site": "same-origin", origin: site })).toBe(false);
    expect(from({ "sec-fetch-site": "same-origin" })).toBe(false);
  });

  it("is not a post without either header, or with the null origin of a privacy setting", () => {
    expect(from({})).toBe(false);
    expect(from({ origin: "null" })).toBe(false);
  });
});
