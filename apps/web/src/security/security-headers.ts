import { resourcePolicy } from "./content-security-policy";

/** Sent with every response of the site. */
export const securityHeaders: ReadonlyArray<{ key: string; value: string }> = [
  // Two years, the length browsers' preload lists ask for.
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=()" },
  // frame-ancestors 'none' says the same to browsers that know CSP.
  { key: "X-Frame-Options", value: "DENY" },
];

/** The policy header of responses that are not pages (pages get theirs from the cache handler). */
export const resourcePolicyHeader = { key: "Content-Security-Policy", value: resourcePolicy };
