import { queryDatasetFile } from "@hvac/content";
import { createClient, type SanityClient } from "next-sanity";
import { localDatasetFile } from "@/content/source";
import type { Settings } from "@/server/settings";

/**
 * Where the enable route looks up the preview secret the Studio wrote
 * (a `sanity.previewUrlSecret` document, valid one hour): the settings'
 * Sanity project with its read token, or the local dataset file, whose
 * documents a test (or a developer) can write the same way the Studio does.
 * A Sanity project without a read token: no preview.
 */
export function secretLookup(
  settings: Pick<Settings, "sanity" | "contentDatasetFile">,
): SanityClient | undefined {
  const { sanity } = settings;
  if (!sanity) return datasetFileLookup(localDatasetFile(settings));
  if (!sanity.readToken) return undefined;
  // The same API host the site reads its content from (a stand-in in the Studio tests).
  const { projectId, dataset, readToken, apiHost } = sanity;
  return createClient({
    projectId,
    dataset,
    token: readToken,
    apiVersion: "2025-02-19",
    useCdn: false,
    ...(apiHost ? { apiHost, useProjectHostname: false } : {}),
  });
}

/**
 * The part of a Sanity client that the secret check calls (its token, a copy
 * with other settings, one raw query), answered from the dataset file.
 */
function datasetFileLookup(file: string): SanityClient {
  const lookup = {
    config: () => ({ token: "dataset-file" }),
    withConfig: () => lookup,
    fetch: (query: string, params: Record<string, string>) =>
      queryDatasetFile(file, query, params, "raw"),
  };
  return lookup as unknown as SanityClient;
}
