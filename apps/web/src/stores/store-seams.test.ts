import { globSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * One seam per need: a store's contract stays small enough to read whole and
 * to keep in two backends (at most 10 methods), and the Sanity write client
 * is the stores' alone (the office's private documents are read through
 * content/office-documents.ts).
 */
const app = fileURLToPath(new URL("../..", import.meta.url));
const seamFiles = [...globSync("src/stores/*.ts", { cwd: app }), "src/calls/call-store.ts"].filter(
  (file) => !/\.(test|contract)\.ts$/.test(file),
);

/** Each exported interface of the seams' files with methods, and how many. */
function methodsOf(file: string): Record<string, number> {
  const source = ts.createSourceFile(
    file,
    readFileSync(`${app}${file}`, "utf8"),
    ts.ScriptTarget.Latest,
    true,
  );
  return Object.fromEntries(
    source.statements
      .filter(ts.isInterfaceDeclaration)
      .map((seam) => [seam.name.text, seam.members.filter(ts.isMethodSignature).length] as const)
      .filter(([, methods]) => methods > 0),
  );
}

describe("the stores' seams", () => {
  const seams = Object.assign({}, ...seamFiles.map(methodsOf)) as Record<string, number>;

  it("each have at most 10 methods", () => {
    expect(Object.keys(seams).sort()).toEqual([
      "CallStore",
      "LeadStore",
      "ResultsStore",
      "StoreKeys",
      "TextOptOuts",
      "VisitBook",
    ]);
    expect(Object.entries(seams).filter(([, methods]) => methods > 10)).toEqual([]);
  });

  it("are the only code to write to Sanity: no other module imports the write client", () => {
    const importers = globSync(["src/**/*.{ts,tsx}", "app/**/*.{ts,tsx}", "scripts/*.ts"], {
      cwd: app,
    }).filter(
      (file) =>
        !/\.test\.ts$/.test(file) &&
        readFileSync(`${app}${file}`, "utf8").includes('from "@/stores/sanity/write-client"'),
    );
    expect(
      importers.filter(
        (file) => !/^src\/stores\/|^src\/calls\/(sanity-call-store|server-calls)\.ts$/.test(file),
      ),
    ).toEqual(["scripts/leads.ts"]);
  });
});
