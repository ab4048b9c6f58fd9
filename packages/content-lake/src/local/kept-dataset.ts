import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Doc } from "../documents";

/**
 * The local lake's dataset on disk, in its folder (var/content-lake/ by
 * default): `<dataset>.ndjson`, every document one line, as
 * `sanity dataset export` writes them (drafts and the site's requests
 * included), written whole after each transaction, by a rename so that a
 * stop mid-write leaves the last one; and `starter.sha256`, the starter
 * dataset it began from. History is not kept: it starts again with the lake.
 */
export function keptDataset(folder: string, dataset: string) {
  const file = join(folder, `${dataset}.ndjson`);
  const starterFile = join(folder, "starter.sha256");
  return {
    file,
    /** The documents kept, or undefined when there are none yet. */
    load(): Doc[] | undefined {
      if (!existsSync(file)) return undefined;
      return readFileSync(file, "utf8")
        .split("\n")
        .filter((line) => line.trim())
        .map((line) => JSON.parse(line) as Doc);
    },
    save(documents: readonly Doc[]) {
      mkdirSync(folder, { recursive: true });
      const next = `${file}.next`;
      writeFileSync(next, documents.map((document) => `${JSON.stringify(document)}\n`).join(""));
      renameSync(next, file);
    },
    /** Records the starter the dataset was made from. */
    began(starterSeedFile: string) {
      mkdirSync(folder, { recursive: true });
      writeFileSync(starterFile, `${digest(starterSeedFile)}\n`);
    },
    /** Whether the starter dataset changed since the kept one was made from it. */
    starterChanged(starterSeedFile: string): boolean {
      return (
        existsSync(starterFile) &&
        readFileSync(starterFile, "utf8").trim() !== digest(starterSeedFile)
      );
    },
    /** Forgets everything: the next start begins from the starter again. */
    remove() {
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

const digest = (seedFile: string) =>
  createHash("sha256").update(readFileSync(seedFile)).digest("hex");
