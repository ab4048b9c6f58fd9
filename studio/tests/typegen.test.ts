import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const studio = fileURLToPath(new URL("..", import.meta.url));
const sanityBin = join(
  createRequire(import.meta.url).resolve("sanity/package.json"),
  "../bin/sanity",
);

// The query result types are committed (the web app typechecks against them
// without running the Studio tooling); this proves they are current.
describe("generated types", () => {
  it("schema.json and sanity.types.ts are what the schema and queries give today", () => {
    // The CLI reads --path relative to the Studio, so the scratch folder lives there.
    const work = mkdtempSync(join(studio, ".typegen-check-"));
    const scratch = (file: string) => relative(studio, join(work, file));
    const run = (...args: string[]) =>
      execFileSync(process.execPath, [sanityBin, ...args], {
        cwd: studio,
        env: {
          ...process.env,
          DO_NOT_TRACK: "1",
          NO_UPDATE_NOTIFIER: "1",
          TYPEGEN_SCHEMA: scratch("schema.json"),
          TYPEGEN_OUTPUT: scratch("sanity.types.ts"),
        },
        stdio: "pipe",
      });
    run("schema", "extract", "--path", scratch("schema.json"), "--force");
    run("typegen", "generate");
    // The generated header names the schema file it read; only that may differ.
    const normalize = (text: string) => text.replace(/^\/\/ Source: .*schema\.json$/m, "");
    const committed = (file: string) => normalize(readFileSync(join(studio, file), "utf8"));
    const fresh = (file: string) => normalize(readFileSync(join(work, file), "utf8"));
    expect(fresh("schema.json"), "run npm run typegen --workspace studio").toBe(
      committed("schema.json"),
    );
    expect(fresh("sanity.types.ts"), "run npm run typegen --workspace studio").toBe(
      committed("../packages/content/src/sanity.types.ts"),
    );
    rmSync(work, { recursive: true });
    // Two runs of Sanity's CLI: 20 s alone, 46 s beside the typecheck (./scripts/test).
  }, 180_000);
});
