import { type ContentSource, defaultDatasetFile, localSource, sanitySource } from "@hvac/content";
import { serverPart } from "@/server/server-context";
import type { Settings } from "@/server/settings";

declare module "@/server/server-context" {
  interface ServerParts {
    contentSource: ContentSource;
  }
}

/** The local content's file: CONTENT_DATASET_FILE, or the starter dataset. */
export const localDatasetFile = ({ contentDatasetFile }: Pick<Settings, "contentDatasetFile">) =>
  contentDatasetFile ?? defaultDatasetFile();

/**
 * Where the site reads its copy: the settings' Sanity project (settings.ts,
 * `sanity`: read fresh, with the read token for a private dataset), or the
 * local dataset evaluated in-process.
 */
export function sourceFor(
  settings: Pick<Settings, "sanity" | "studioUrl" | "contentDatasetFile">,
): ContentSource {
  const { sanity, studioUrl } = settings;
  if (!sanity) return localSource(localDatasetFile(settings));
  return sanitySource({
    projectId: sanity.projectId,
    dataset: sanity.dataset,
    studioUrl,
    ...(sanity.readToken ? { token: sanity.readToken } : {}),
    ...(sanity.apiHost ? { apiHost: sanity.apiHost } : {}),
    ...(sanity.readTimeoutMs ? { timeoutMs: sanity.readTimeoutMs } : {}),
  });
}

/** The server's content source, made from its settings on first use. */
export const contentSource = (): ContentSource => serverPart("contentSource", sourceFor);
