import { type ContentSource, sanitySource } from "@hvac/content";
import { contentSource } from "@/content/source";
import { serverPart } from "@/server/server-context";

declare module "@/server/server-context" {
  interface ServerParts {
    officeDocuments: ContentSource;
  }
}

/**
 * Where the office's private documents are read (Paging and integrations,
 * Online booking: ids under `settings.`, which Sanity shows only to a
 * token): the settings' Sanity project with the write token (the read token
 * when there is none), or the local content.
 */
export const officeDocuments = (): ContentSource =>
  serverPart("officeDocuments", ({ sanity }) => {
    if (!sanity) return contentSource();
    const token = sanity.writeToken ?? sanity.readToken;
    return sanitySource({
      projectId: sanity.projectId,
      dataset: sanity.dataset,
      ...(token ? { token } : {}),
      ...(sanity.apiHost ? { apiHost: sanity.apiHost } : {}),
      ...(sanity.readTimeoutMs ? { timeoutMs: sanity.readTimeoutMs } : {}),
    });
  });
