import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { type ServedSite, serveNextBuild } from "@hvac/audits";
import type { ContentLake } from "@hvac/content-lake";

const webRoot = join(import.meta.dirname, "../../../../apps/web");

export interface SiteReadingTheLake {
  site: ServedSite;
  /** Points the stand-in's publish webhook at the site (the lake forgets it at each reset). */
  connect(): void;
  /** A page of the site as a visitor gets it, redirects not followed. */
  visit(path: string): Promise<{ status: number; location: string | null; body: string }>;
  stop(): Promise<void>;
}

/**
 * The site's production build, served as deployed with its Sanity source set
 * to the stand-in Content Lake (docs/deploying.md, "Pointing the code at a real
 * Sanity project"), and its publish webhook set up in the stand-in as
 * docs/deploying.md, "The publishing webhook", sets it up in Sanity: what the
 * office publishes in the Studio reaches the site the way it will in production.
 */
export async function siteReadingTheLake(
  lake: ContentLake,
  /** More settings (e.g. the Studio's address, for preview), and the port to serve on. */
  more: { env?: Record<string, string>; port?: number } = {},
): Promise<SiteReadingTheLake> {
  const secret = randomBytes(24).toString("base64url");
  const site = await serveNextBuild(
    webRoot,
    {
      SANITY_PROJECT_ID: lake.options.projectId,
      SANITY_DATASET: lake.options.dataset,
      SANITY_API_HOST: lake.apiHost,
      SANITY_REVALIDATE_SECRET: secret,
      // A site on Sanity keeps its requests and counts there too (the lake lets any token in).
      SANITY_WRITE_TOKEN: "site-write-token",
      ...more.env,
    },
    more.port,
  );
  return {
    site,
    connect() {
      lake.webhook = { url: `${site.baseURL}/api/revalidate`, secret };
    },
    async visit(path) {
      const response = await fetch(`${site.baseURL}${path}`, { redirect: "manual" });
      return {
        status: response.status,
        location: response.headers.get("location"),
        body: await response.text(),
      };
    },
    async stop() {
      await site.stop();
    },
  };
}
