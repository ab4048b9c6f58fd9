import { createClient } from "@sanity/client";
import type { SanitySettings } from "@/server/settings";

/** Where the site writes its own records in Sanity: the project, and a token that can write there. */
export interface SanityWriter {
  projectId: string;
  dataset: string;
  token: string;
  apiHost?: string;
}

/**
 * The settings' Sanity project with its write token; without the token, an
 * error that says so (the stores do not open, and the start checks say it
 * loudly): a site on Sanity keeps its records there, never silently on
 * this instance's disk.
 */
export function sanityWriter({
  projectId,
  dataset,
  apiHost,
  writeToken,
}: SanitySettings): SanityWriter {
  if (!writeToken) {
    throw new Error(
      `SANITY_WRITE_TOKEN is not set: with SANITY_PROJECT_ID the site keeps its requests, visits, counts and calls in the Sanity project ${projectId}, and needs a token that can write there (docs/deploying.md).`,
    );
  }
  return { projectId, dataset, token: writeToken, ...(apiHost ? { apiHost } : {}) };
}

/** The client that writes the office's data (leads, counts) to the Sanity project, never cached. */
export const sanityWriteClient = (config: SanityWriter) =>
  createClient({
    ...config,
    apiVersion: "2025-06-01",
    useCdn: false,
    // Another API host (SANITY_API_HOST) is addressed as is, not per project.
    useProjectHostname: !config.apiHost,
  });
