import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { createClient } from "@sanity/client";
import { evaluate, parse } from "groq-js";
import { loadLocalDataset } from "./local-dataset";
import { withPlaceholders } from "./local-placeholders";

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

/**
 * Which documents a read sees, as Sanity names it: the published ones (what
 * visitors get), the drafts over them (what the office previews), or every
 * document as stored (drafts and system documents included).
 */
export type Perspective = "published" | "drafts" | "raw";

export interface FetchOptions {
  perspective?: Perspective;
  /**
   * Marks every text with where it comes from (Sanity's stega encoding), so
   * the Presentation tool opens the field a click lands on. Drafts only;
   * the local dataset has no source maps and ignores it.
   */
  stega?: boolean;
}

export type ContentSource = {
  fetch<Q extends QueryString>(
    query: Q,
    params?: QueryParams,
    options?: FetchOptions,
  ): Promise<QueryResult<Q>>;
} & ({ kind: "local"; file: string } | { kind: "sanity" });

const draftPrefix = "drafts.";
const isPublished = (id: string) => !id.startsWith(draftPrefix) && !id.startsWith("versions.");

/** The documents a perspective sees, as the Content Lake answers it. */
export function inPerspective<D extends { _id: string }>(
  documents: readonly D[],
  perspective: Perspective,
): D[] {
  if (perspective === "raw") return [...documents];
  const published = documents.filter((document) => isPublished(document._id));
  if (perspective === "published") return published;
  // A draft stands in for its published document, under the published id.
  const drafts = new Map(
    documents
      .filter((document) => document._id.startsWith(draftPrefix))
      .map((draft) => {
        const id = draft._id.slice(draftPrefix.length);
        return [id, { ...draft, _id: id }] as const;
      }),
  );
  const publishedIds = new Set(published.map((document) => document._id));
  return [
    ...published.map((document) => drafts.get(document._id) ?? document),
    ...[...drafts.values()].filter((draft) => !publishedIds.has(draft._id)),
  ];
}

/** Any GROQ query over a dataset file, as the Content Lake would answer it. */
export async function queryDatasetFile(
  file: string,
  query: string,
  params: QueryParams = {},
  perspective: Perspective = "published",
): Promise<unknown> {
  const dataset = inPerspective(await withPlaceholders(loadLocalDataset(file)), perspective);
  return (await evaluate(parse(query), { dataset, params })).get();
}

/** A dataset file (the starter dataset unless said) evaluated in-process with groq-js. */
export function localSource(file = defaultDatasetFile()): ContentSource {
  return {
    kind: "local",
    file,
    fetch: async (query, params = {}, { perspective = "published" } = {}) =>
      (await queryDatasetFile(file, query, params, perspective)) as never,
  };
}

/** The Sanity Content Lake, read fresh (no CDN) so a webhook's revalidation sees the publish. */
export function sanitySource(config: {
  projectId: string;
  dataset: string;
  token?: string;
  /** Where the Studio is, for stega-marked texts to point at. */
  studioUrl?: string;
  /** Another address for Sanity's API (a stand-in on loopback in the Studio tests); Sanity's own otherwise. */
  apiHost?: string;
  /** How long a read may go unanswered before it is given up (3 s when not given). */
  timeoutMs?: number;
}): ContentSource {
  const client = createClient({
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: "2025-06-01",
    useCdn: false,
    // A read Sanity leaves unanswered this long is given up: the site draws
    // the page from what it read last (apps/web/src/content/cached-query.ts).
    timeout: config.timeoutMs ?? 3000,
    perspective: "published",
    ...(config.token ? { token: config.token } : {}),
    ...(config.apiHost ? { apiHost: config.apiHost, useProjectHostname: false } : {}),
  });
  return {
    kind: "sanity",
    fetch: (query, params = {}, { perspective = "published", stega = false } = {}) =>
      client.fetch(query, params, {
        perspective,
        stega: stega && config.studioUrl ? { enabled: true, studioUrl: config.studioUrl } : false,
      }) as never,
  };
}
