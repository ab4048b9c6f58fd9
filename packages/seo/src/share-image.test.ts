import { describe, expect, it } from "vitest";
import { shareImage } from "./share-image";

const siteUrl = "https://www.example.com";

describe("share image", () => {
  it("asks Sanity for a 1200x630 JPEG cut around the editor's hotspot", () => {
    const shared = shareImage(siteUrl, {
      url: "https://cdn.sanity.io/images/p/production/abc123-4000x3000.jpg",
      width: 4000,
      height: 3000,
      crop: { top: 0, bottom: 0, left: 0, right: 0 },
      // The subject near the bottom of the photo.
      hotspot: { x: 0.5, y: 0.9, width: 0.1, height: 0.1 },
      alt: "A van",
    });
    expect(shared).toMatchObject({ width: 1200, height: 630, alt: "A van" });
    const url = new URL(shared?.url ?? "");
    expect(url.origin + url.pathname).toBe(
      "https://cdn.sanity.io/images/p/production/abc123-4000x3000.jpg",
    );
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      // The full width, 4000 / 1200 * 630 high, pushed against the bottom edge.
      rect: "0,900,4000,2100",
      w: "1200",
      h: "630",
      fm: "jpg",
    });
  });

  it("asks the site's own image route the same for a local picture, at an absolute address", () => {
    const shared = shareImage(siteUrl, {
      url: "/assets/content/images/local/starter/abc123-640x360.svg",
      width: 640,
      height: 360,
      alt: null,
    });
    expect(shared?.url).toMatch(
      /^https:\/\/www\.example\.com\/assets\/content\/images\/local\/starter\/abc123-640x360\.svg\?.*w=1200&h=630.*fm=jpg/,
    );
    expect(shared?.alt).toBeUndefined();
  });

  it("is nothing without an image", () => {
    expect(shareImage(siteUrl, null)).toBeUndefined();
    expect(shareImage(siteUrl, { url: null })).toBeUndefined();
  });
});
