import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { createClient } from "@sanity/client";
import { evaluate, parse } from "groq-js";
import { loadLocalDataset } from "./local-dataset";

const datasetInRepository = join("studio", "seed", "production.ndjson");

/**
 * The starter dataset shipped with the Studio, found from the working folder
 * upwards (bundlers rewrite import.meta.url, so the path is not taken from it).
 */
export function defaultDatasetFile(from = process.cwd()): string {
  for (let folder = from; ; folder = dirname(folder)) {
    const candidate = join(folder, datasetInRepository);
    if (existsSync(candidate)) return candidate;
    if (dirname(folder) === folder) {
      throw new Error(`No ${datasetInRepository} above ${from}; set CONTENT_DATASET_FILE.`);
    }
  }
}

/** A query of queries.ts; its result type comes from the generated registry. */
export type QueryString = keyof SanityQueries;
export type QueryResult<Q extends QueryString> = SanityQueries[Q];
export type QueryParams = Record<string, string | number | boolean>;

export type ContentSource = {
  fetch<Q extends QueryString>(query: Q, params?: QueryParams): Promise<QueryResult<Q>>;
} & ({ kind: "local"; file: string } | { kind: "sanity" });

/** The starter dataset evaluated in-process with groq-js (published documents only). */
export function localSource(
  file = process.env.CONTENT_DATASET_FILE ?? defaultDatasetFile(),
): ContentSource {
  return {
    kind: "local",
    file,
    async fetch(query, params = {}) {
      const { documents } = loadLocalDataset(file);
      const published = documents.filter((d) => !d._id.startsWith("drafts."));
      const result = await evaluate(parse(query), { dataset: published, params });
      return (await result.get()) as never;
    },
  };
}

/** The Sanity Content Lake, read fresh (no CDN) so a webhook's revalidation sees the publish. */
export function sanitySource(config: {
  projectId: string;
  dataset: string;
  token?: string;
}): ContentSource {
  const client = createClient({
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: "2025-06-01",
    useCdn: false,
    perspective: "published",
    ...(config.token ? { token: config.token } : {}),
  });
  return {
    kind: "sanity",
    fetch: (query, params = {}) => client.fetch(query, params) as never,
  };
}

/** Sanity when SANITY_PROJECT_ID and SANITY_DATASET are set; the starter dataset otherwise. */
export function contentSource(env: NodeJS.ProcessEnv = process.env): ContentSource {
  const { SANITY_PROJECT_ID: projectId, SANITY_DATASET: dataset, SANITY_READ_TOKEN: token } = env;
  if (projectId && dataset)
    return sanitySource({ projectId, dataset, ...(token ? { token } : {}) });
  return localSource();
}
