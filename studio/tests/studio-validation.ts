import { loadLocalDataset, type SanityDocumentLike } from "@hvac/content";
import { validateDocument } from "@sanity/validation";
import { evaluate, parse } from "groq-js";
import { from } from "rxjs";
import { createSchema } from "sanity";
import { schemaTypes } from "../schemas";
import { datasetFile } from "../seed/build";

/** The starter dataset, every document. */
export const { documents } = loadLocalDataset(datasetFile);
/** Its documents the office edits (assets left out). */
export const contentDocuments = documents.filter((d) => !d._type.startsWith("sanity."));

export const compiledSchema = createSchema({ name: "default", types: schemaTypes });

/** A Sanity client answering from a dataset, for validators that query. */
function datasetClient(dataset: readonly SanityDocumentLike[]) {
  const fetch = async (query: string, params: Record<string, unknown> = {}) =>
    (await evaluate(parse(query), { dataset, params })).get();
  const client = {
    fetch,
    getDataUrl: (operation: string, path = "") => `local://${operation}/${path}`,
    observable: {
      fetch: (query: string, params?: Record<string, unknown>) => from(fetch(query, params)),
      request: () => from(Promise.resolve(null)),
    },
    withConfig: () => client,
  };
  return client;
}

/**
 * The Studio's validation of one document, as published content stands in
 * `dataset` (the starter dataset unless given): its queries and references.
 */
export const validate = (
  document: SanityDocumentLike,
  dataset: readonly SanityDocumentLike[] = documents,
) =>
  validateDocument({
    document: document as never,
    schema: compiledSchema,
    client: datasetClient(dataset) as never,
    getDocumentExists: async ({ id }) => dataset.some((d) => d._id === id),
  });

/** The errors that keep a document from being published, each "field.path: message". */
export const publishErrors = async (
  document: SanityDocumentLike,
  dataset: readonly SanityDocumentLike[] = documents,
) =>
  (await validate(document, dataset)).markers
    .filter((m) => m.level === "error")
    .map((m) => `${m.path.map(segment).join(".")}: ${m.message}`);

/** A path segment as written: a field name, an index, or an array item by its key. */
const segment = (part: unknown) =>
  typeof part === "object" && part !== null && "_key" in part
    ? `[${String(part._key)}]`
    : String(part);

/** A starter document by its id. */
export function starterDocument(id: string): SanityDocumentLike {
  const found = contentDocuments.find((d) => d._id === id);
  if (!found) throw new Error(`No ${id} in the starter dataset`);
  return found;
}
