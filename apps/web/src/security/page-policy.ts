import { contentSource, reads } from "@hvac/content";
import {
  httpsOrigin,
  nextScriptHashes,
  type PageSources,
  pagePolicy,
} from "./content-security-policy";

/**
 * What the cache handler (page-policy-cache-handler.mjs, plain JavaScript that
 * Next loads without bundling) asks for: the policy of a page's HTML. It lives
 * on globalThis because the handler cannot import the bundled app.
 */
export interface PagePolicyProvider {
  policyFor(html: string): Promise<string>;
  /** Called with the tags a publish refreshed. */
  forget(tags: readonly string[]): void;
}

export const pagePolicyProviderKey = Symbol.for("hvac.pagePolicyProvider");

const sanityImageOrigin = "https://cdn.sanity.io";

/**
 * The frames a page may show are the map and the review widget named in the
 * Business facts document, read when first needed and again after a publish
 * of that document, so an editor's change of provider reaches the header
 * without a rebuild.
 */
export function createPagePolicyProvider(source = contentSource()): PagePolicyProvider {
  const factsRead = reads.businessFacts();
  let sources: Promise<PageSources> | undefined;
  const load = async (): Promise<PageSources> => {
    const facts = await source.fetch(factsRead.query, factsRead.params);
    const frameOrigins = [facts?.mapEmbedUrl, facts?.reviewWidgetUrl]
      .map(httpsOrigin)
      .filter((origin): origin is string => Boolean(origin));
    return {
      frameOrigins: [...new Set(frameOrigins)],
      imageOrigins: source.kind === "sanity" ? [sanityImageOrigin] : [],
    };
  };
  return {
    async policyFor(html) {
      sources ??= load().catch((error: unknown) => {
        sources = undefined;
        throw error;
      });
      return pagePolicy(nextScriptHashes(html), await sources);
    },
    forget(tags) {
      if (tags.some((tag) => factsRead.tags.includes(tag) || tag === "type:businessFacts")) {
        sources = undefined;
      }
    },
  };
}

export function registerPagePolicyProvider(provider = createPagePolicyProvider()) {
  (globalThis as Record<symbol, unknown>)[pagePolicyProviderKey] = provider;
}
