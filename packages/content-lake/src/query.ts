import { inPerspective, type Perspective } from "@hvac/content";
import { evaluate, parse } from "groq-js";
import type { Doc } from "./documents";

/** API versions from this date read the published perspective by default, older ones raw. */
const publishedByDefaultFrom = "2025-02-19";

/**
 * The perspective a request asks for, as the Content Lake reads `perspective`:
 * a list ending in "drafts" (releases first) lays drafts over published
 * documents; this stand-in holds no releases, so only "drafts" counts in a list.
 */
export function perspectiveOf(requested: string | null, apiVersion: string): Perspective {
  if (!requested) return apiVersion >= publishedByDefaultFrom ? "published" : "raw";
  if (requested === "raw" || requested === "published") return requested;
  const names = requested.split(",");
  if (names.includes("drafts") || names.includes("previewDrafts")) return "drafts";
  throw new Error(`Unknown perspective ${requested}`);
}

/** The Studio's search over whole documents: `[@, _id] match text::query($terms)`. */
const documentSearch = /\[@,\s*_id\]\s+match\s+text::query\(/g;
/** Its search of one field, e.g. `name match text::query($terms)` in a score boost. */
const fieldSearch = /match\s+text::query\(/g;
const searchText = "_standInSearchText";

/** Every string in a value, for the search's full-text match. */
const strings = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : value && typeof value === "object"
      ? Object.values(value).flatMap(strings)
      : [];

/**
 * A GROQ query over the documents a perspective sees, with groq-js. groq-js
 * has no `text::query()`: the Studio's searches become `match`es of the same
 * terms (e.g. "Flores*"), a whole document's on all its text and its id.
 */
export async function runQuery(
  documents: readonly Doc[],
  query: string,
  params: Record<string, unknown>,
  perspective: Perspective,
  identity: string,
): Promise<unknown> {
  let dataset = inPerspective(documents, perspective);
  if (query.includes("text::query(")) {
    dataset = dataset.map((document) => ({ ...document, [searchText]: strings(document) }));
    query = query
      .replace(documentSearch, `[${searchText}, _id] match (`)
      .replace(fieldSearch, "match (");
  }
  return (await evaluate(parse(query, { params }), { dataset, params, identity })).get();
}

/** Query parameters of a GET: each `$name` holds a JSON value. */
export function paramsOf(search: URLSearchParams): Record<string, unknown> {
  return Object.fromEntries(
    [...search]
      .filter(([name]) => name.startsWith("$"))
      .map(([name, value]) => [name.slice(1), JSON.parse(value)]),
  );
}
