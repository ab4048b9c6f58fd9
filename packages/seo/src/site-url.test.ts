import { describe, expect, it } from "vitest";
import { absoluteUrl, defaultSiteUrl, siteUrlFrom } from "./site-url";

describe("the site's public address", () => {
  it("defaults to the local server", () => {
    expect(siteUrlFrom(undefined)).toBe("http://localhost:3000");
    expect(siteUrlFrom("  ")).toBe(defaultSiteUrl);
  });

  it("keeps an origin and a base path, without the trailing slash", () => {
    expect(siteUrlFrom("https://www.example.com/")).toBe("https://www.example.com");
    expect(siteUrlFrom("https://example.com/hvac/")).toBe("https://example.com/hvac");
    expect(siteUrlFrom("HTTPS://Example.COM")).toBe("https://example.com");
  });

  it.each([
    "example.com",
    "ftp://example.com",
    "https://example.com/?utm=x",
    "https://example.com/#top",
  ])("refuses %s", (value) => {
    expect(() => siteUrlFrom(value)).toThrow();
  });

  it("makes paths absolute and leaves absolute addresses alone", () => {
    expect(absoluteUrl("https://example.com", "/")).toBe("https://example.com/");
    expect(absoluteUrl("https://example.com", "/es")).toBe("https://example.com/es");
    expect(absoluteUrl("https://example.com/hvac", "/contact")).toBe(
      "https://example.com/hvac/contact",
    );
    expect(absoluteUrl("https://example.com", "https://cdn.sanity.io/x.jpg")).toBe(
      "https://cdn.sanity.io/x.jpg",
    );
  });
});
