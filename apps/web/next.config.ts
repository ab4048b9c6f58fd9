import { randomBytes } from "node:crypto";
import type { NextConfig } from "next";

const config: NextConfig = {
  poweredByHeader: false,
  transpilePackages: ["@hvac/routing", "@hvac/content"],
  env: {
    // Fixed at build time: keys the data cache to this build (see src/content/read.ts).
    CONTENT_EPOCH: String(Date.now()),
    // Signs the request form's fill-time stamps when LEADS_SECRET is not set
    // (src/leads/fill-time.ts, server code only).
    LEADS_BUILD_SECRET: randomBytes(32).toString("base64url"),
  },
};

export default config;
