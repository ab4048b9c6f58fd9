import { fileURLToPath } from "node:url";
import { leadContactedEndpoint, reservedPrefixes, rootFiles } from "@hvac/routing";
import { siteUrlFrom } from "@hvac/seo";
import type { NextConfig } from "next";
import {
  contactedPagePolicyHeader,
  frameDenyHeader,
  resourcePolicyHeader,
  securityHeaders,
} from "./src/security/security-headers";

/**
 * Paths the proxy leaves alone: files and API answers, never pages (the
 * site's own folders and the files it serves at its root, as @hvac/routing
 * lists them). The proxy's matcher (proxy.ts) skips the same, written
 * literally as Next needs it; src/routing/proxy-matcher.test.ts holds the two
 * together.
 */
const resourcePaths = [...reservedPrefixes.map((prefix) => `${prefix}/:path*`), ...rootFiles];

const config: NextConfig = {
  // One artifact: the server and only the files it needs (docs/deploying.md, Deploying).
  output: "standalone",
  outputFileTracingRoot: fileURLToPath(new URL("../..", import.meta.url)),
  // The starter dataset, the content of a site without a Sanity project.
  outputFileTracingIncludes: {
    "/**": ["../../studio/seed/production.ndjson", "../../studio/seed/images/**"],
  },
  poweredByHeader: false,
  // ./scripts/test checks the types (next typegen && tsc) before it builds:
  // the build's own check would be the same 15 s again.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === "1" },
  // The stylesheet stays a separate, cached file, sent once: inlined, Next
  // writes it into each page twice (the head and the RSC payload), 130 KiB
  // pages become 226 KiB. The rules of a page's first screen are inlined
  // instead, once, by the page cache (src/hosting/first-screen.mjs), so the
  // first paint does not wait for the file.
  experimental: { inlineCss: false },
  // The proxy answers trailing slashes from the route table, in one hop and
  // with the security headers that Next's own redirect would leave out.
  skipTrailingSlashRedirect: true,
  transpilePackages: ["@hvac/routing", "@hvac/content", "@hvac/seo"],
  env: {
    // Fixed at build time, written into the code Next builds and read by the
    // settings (src/server/settings.ts): the epoch keys the data cache to this
    // build; pages re-rendered later keep the public address the build had.
    CONTENT_EPOCH: String(Date.now()),
    SITE_URL: siteUrlFrom(process.env.SITE_URL),
  },
  // Next's page and data cache: in memory, or in Redis shared by every
  // instance; it hands every page out with the script hashes of its HTML.
  cacheHandler: fileURLToPath(new URL("./src/hosting/page-cache-handler.mjs", import.meta.url)),
  // Nothing kept beside it in each process, so instances never disagree.
  cacheMaxMemorySize: 0,
  async headers() {
    return [
      { source: "/:path*", headers: [...securityHeaders] },
      ...resourcePaths.map((source) => ({
        source,
        headers: [resourcePolicyHeader, frameDenyHeader],
      })),
      // Later rules win: this answer's one form posts to itself.
      { source: leadContactedEndpoint, headers: [contactedPagePolicyHeader] },
    ];
  },
};

export default config;
