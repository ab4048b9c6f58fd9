import type { ContentSource } from "@hvac/content";
import { describe, expect, it } from "vitest";
import { scriptHash } from "./content-security-policy";
import { createPagePolicyProvider } from "./page-policy";

/** A content source whose Business facts name the given embeds, counting its reads. */
function source(kind: "local" | "sanity", embeds: { map: string; reviews: string }) {
  const current = { ...embeds };
  let reads = 0;
  const fetch: ContentSource["fetch"] = async () => {
    reads++;
    return { mapEmbedUrl: current.map, reviewWidgetUrl: current.reviews } as never;
  };
  const source: ContentSource =
    kind === "local" ? { kind, file: "starter.ndjson", fetch } : { kind, fetch };
  return { source, current, reads: () => reads };
}

const html = '<script>self.__next_f.push([1,"x"])</script>';

describe("the page policy provider", () => {
  it("frames the map and reviews of the Business facts and hashes the page's scripts", async () => {
    const { source: local } = source("local", {
      map: "https://maps.example.com/embed?q=1",
      reviews: "https://reviews.example.com/w/2",
    });
    const policy = await createPagePolicyProvider(local).policyFor(html);
    expect(policy).toContain("frame-src https://maps.example.com https://reviews.example.com;");
    expect(policy).toContain(`script-src 'self' '${scriptHash('self.__next_f.push([1,"x"])')}';`);
    expect(policy).toContain("img-src 'self' data:;");
  });

  it("names the nonce of a page rendered per request, with the same frames", async () => {
    const { source: local } = source("local", {
      map: "https://maps.example.com/embed",
      reviews: "https://reviews.example.com/w",
    });
    const policy = await createPagePolicyProvider(local).policyWithNonce("'nonce-abc'");
    expect(policy).toContain("script-src 'self' 'nonce-abc';");
    expect(policy).toContain("frame-src https://maps.example.com https://reviews.example.com;");
  });

  it("allows Sanity's image host when the content comes from Sanity", async () => {
    const { source: sanity } = source("sanity", {
      map: "https://maps.example.com/",
      reviews: "https://maps.example.com/reviews",
    });
    const policy = await createPagePolicyProvider(sanity).policyFor(html);
    expect(policy).toContain("img-src 'self' data: https://cdn.sanity.io;");
    expect(policy).toContain("frame-src https://maps.example.com;");
  });

  it("reads the facts for each page it is asked for, so a published map reaches the next render", async () => {
    const embeds = source("local", {
      map: "https://maps.example.com/",
      reviews: "https://reviews.example.com/",
    });
    const provider = createPagePolicyProvider(embeds.source);
    expect(await provider.policyFor(html)).toContain("frame-src https://maps.example.com ");
    embeds.current.map = "https://other-maps.example.net/embed";
    expect(await provider.policyFor(html)).toContain("frame-src https://other-maps.example.net ");
    expect(embeds.reads()).toBe(2);
  });
});
