import { describe, expect, it } from "vitest";
import { shareImage } from "./share-image";

const siteUrl = "https://www.example.com";

describe("share image", () => {
  it("asks Sanity for a 1200x630 JPEG", () => {
    expect(
      shareImage(siteUrl, {
        url: "https://cdn.sanity.io/images/p/production/abc-800x600.svg",
        width: 800,
        height: 600,
        alt: "A van",
      }),
    ).toEqual({
      url: "https://cdn.sanity.io/images/p/production/abc-800x600.svg?w=1200&h=630&fit=crop&fm=jpg",
      width: 1200,
      height: 630,
      alt: "A van",
    });
  });

  it("makes an image served by the site absolute, keeping its size", () => {
    expect(
      shareImage(siteUrl, { url: "/assets/content/van.svg", width: 640, height: 360, alt: null }),
    ).toEqual({
      url: "https://www.example.com/assets/content/van.svg",
      width: 640,
      height: 360,
      alt: undefined,
    });
  });

  it("is nothing without an image", () => {
    expect(shareImage(siteUrl, null)).toBeUndefined();
    expect(shareImage(siteUrl, { url: null })).toBeUndefined();
  });
});
