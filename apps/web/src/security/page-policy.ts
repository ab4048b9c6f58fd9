import { businessFactsQuery, type ContentSource } from "@hvac/content";
import { contentSource } from "@/content/source";
import { serverPart } from "@/server/server-context";
import {
  httpsOrigin,
  nextScriptHashes,
  type PageSources,
  pagePolicy,
} from "./content-security-policy";

declare module "@/server/server-context" {
  interface ServerParts {
    pagePolicy: PagePolicyProvider;
  }
}

/**
 * The policy of a page: for the cache handler (hosting/page-cache-handler.mjs,
 * plain JavaScript that Next loads without bundling), from the HTML it serves;
 * for the proxy, with the nonce of a page rendered per request. It is a part
 * of the server's context because the handler cannot import the bundled app.
 */
export interface PagePolicyProvider {
  policyFor(html: string): Promise<string>;
  /** `framedBy`: the one origin that may frame the page (the Studio, in draft preview). */
  policyWithNonce(nonceSource: string, framedBy?: string): Promise<string>;
}

const sanityImageOrigin = "https://cdn.sanity.io";

/**
 * The frames a page may show are the map and the review widget named in the
 * Business facts document, read each time a policy is made: a page's policy
 * is made when the page is rendered (then kept with it in the page cache),
 * so after a publish of a new map every instance's re-rendered pages allow
 * it, without a rebuild and without instances telling each other. Under
 * `next dev` (`development`), scripts may evaluate code: Next rebuilds server
 * error stacks in the browser that way.
 */
export function createPagePolicyProvider(
  source: ContentSource,
  development = false,
): PagePolicyProvider {
  const devScripts = development ? ["'unsafe-eval'"] : [];
  const current = async (): Promise<PageSources> => {
    const facts = await source.fetch(businessFactsQuery);
    const frameOrigins = [facts?.mapEmbedUrl, facts?.reviewWidgetUrl]
      .map(httpsOrigin)
      .filter((origin): origin is string => Boolean(origin));
    return {
      frameOrigins: [...new Set(frameOrigins)],
      imageOrigins: source.kind === "sanity" ? [sanityImageOrigin] : [],
    };
  };
  return {
    policyFor: async (html) => pagePolicy(nextScriptHashes(html), await current()),
    policyWithNonce: async (nonceSource, framedBy) =>
      pagePolicy([nonceSource, ...devScripts], {
        ...(await current()),
        ...(framedBy ? { framedBy } : {}),
      }),
  };
}

/** The server's one provider, made on first use (instrumentation.ts makes it at start). */
export const pagePolicyProvider = (): PagePolicyProvider =>
  serverPart("pagePolicy", ({ development }) =>
    createPagePolicyProvider(contentSource(), development),
  );
