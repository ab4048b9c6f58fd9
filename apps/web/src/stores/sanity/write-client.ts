import { createClient } from "@sanity/client";
import type { SanityProject } from "@/server/settings";

/** The client that writes the office's data (leads, counts) to the Sanity project, never cached. */
export const sanityWriteClient = (config: SanityProject) =>
  createClient({
    ...config,
    apiVersion: "2025-06-01",
    useCdn: false,
    // Another API host (SANITY_API_HOST) is addressed as is, not per project.
    useProjectHostname: !config.apiHost,
  });
