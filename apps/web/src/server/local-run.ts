import { existsSync } from "node:fs";
import type { Settings } from "@/server/settings";

/** The project and dataset the local content lake answers for (the Studio built without a project says "local"). */
export const localProject = { projectId: "local", dataset: "production" } as const;

/**
 * The settings the site runs with on the local content lake (./scripts/local
 * without a Sanity project): a Sanity project like any other, at the lake's
 * address, so the site reads the office's content, keeps its requests as
 * `lead` documents the Studio shows, and follows the publish webhook, all
 * as it does with Sanity. `token` is the lake's own (it lets every call in;
 * the site derives the form's stamp key from it); `secret` signs the webhook.
 */
export function localRunEnvironment(options: {
  lakePort: number;
  token: string;
  secret: string;
}): Record<string, string> {
  const { lakePort, token, secret } = options;
  return {
    SANITY_PROJECT_ID: localProject.projectId,
    SANITY_DATASET: localProject.dataset,
    SANITY_API_HOST: `http://127.0.0.1:${lakePort}`,
    SANITY_READ_TOKEN: token,
    SANITY_WRITE_TOKEN: token,
    SANITY_REVALIDATE_SECRET: secret,
    SANITY_STUDIO_URL: `http://localhost:${lakePort}`,
  };
}

/**
 * Where the requests (or counts) of ./scripts/local are, for `npm run leads`
 * and `npm run results` to say so: run without a Sanity project, the site
 * keeps them in the local content lake, which the Studio shows. Undefined
 * when a Sanity project is set or the lake has never run here.
 */
export function localLakeNote(settings: Settings, what: "Requests" | "Counts"): string | undefined {
  const { sanity, localLake } = settings;
  if (sanity || !existsSync(localLake.folder)) return undefined;
  const view = what === "Requests" ? "Leads and Schedule" : "Results";
  return `${what} sent to the site ./scripts/local serves are kept in its local content lake (${localLake.folder}): see ${view} in its Studio, http://localhost:${localLake.port}.`;
}
