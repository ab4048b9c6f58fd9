/**
 * Writes the starter dataset, seed/production.ndjson (the format of
 * `sanity dataset import`), from the document sources in seed/documents/.
 *
 *   tsx seed/build.ts          write the file
 *   tsx seed/build.ts --check  fail if the file is not what the sources give
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { SanityDocumentLike } from "@hvac/content";

const here = fileURLToPath(new URL(".", import.meta.url));
export const datasetFile = join(here, "production.ndjson");

async function loadDocuments(): Promise<SanityDocumentLike[]> {
  const folder = join(here, "documents");
  const files = readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".ts"))
    .sort();
  const documents: SanityDocumentLike[] = [];
  for (const file of files) {
    const module = await import(pathToFileURL(join(folder, file)).href);
    const exported: unknown = module.default;
    if (exported === undefined) throw new Error(`${file} has no default export`);
    documents.push(...(Array.isArray(exported) ? exported : [exported]));
  }
  const seen = new Set<string>();
  for (const document of documents) {
    if (seen.has(document._id)) throw new Error(`Two documents have the id ${document._id}`);
    seen.add(document._id);
  }
  return documents.sort((a, b) => a._type.localeCompare(b._type) || a._id.localeCompare(b._id));
}

export async function renderDataset(): Promise<string> {
  const documents = await loadDocuments();
  return `${documents.map((d) => JSON.stringify(d)).join("\n")}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const rendered = await renderDataset();
  const where = relative(process.cwd(), datasetFile);
  if (process.argv.includes("--check")) {
    const current = readFileSync(datasetFile, "utf8");
    if (current !== rendered) {
      console.error(`${where} is out of date: run npm run seed:build`);
      process.exit(1);
    }
    console.log(`${where} is current`);
  } else {
    writeFileSync(datasetFile, rendered);
    console.log(`Wrote ${rendered.split("\n").length - 1} documents to ${where}`);
  }
}
