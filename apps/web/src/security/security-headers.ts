import { contactedPagePolicy, resourcePolicy } from "./content-security-policy";

/** Sent with every response of the site. */
export const securityHeaders: ReadonlyArray<{ key: string; value: string }> = [
  // Two years, the length browsers' preload lists ask for.
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=()" },
];

/**
 * No one may show the site in a frame (frame-ancestors 'none' says the same to
 * browsers that know CSP). Sent by the proxy on pages and by next.config on
 * files, because a page in the office's draft preview goes without it: the
 * Studio shows it in a frame.
 */
export const frameDenyHeader = { key: "X-Frame-Options", value: "DENY" };

/** The policy of the page that marks a request contacted: its form may post. */
export const contactedPagePolicyHeader = {
  key: "Content-Security-Policy",
  value: contactedPagePolicy,
};

/** The policy header of responses that are not pages (pages get theirs from the cache handler). */
export const resourcePolicyHeader = { key: "Content-Security-Policy", value: resourcePolicy };
