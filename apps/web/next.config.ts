import type { NextConfig } from "next";

const config: NextConfig = {
  poweredByHeader: false,
  transpilePackages: ["@hvac/routing", "@hvac/content"],
  env: {
    // Fixed at build time: keys the data cache to this build (see src/content/read.ts).
    CONTENT_EPOCH: String(Date.now()),
  },
};

export default config;
