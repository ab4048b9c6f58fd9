import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { unitTests } from "../apps/web/vitest.config";

const officeDir = new URL("../packages/office/", import.meta.url);
const officeExports: Record<string, string> = JSON.parse(
  readFileSync(new URL("package.json", officeDir), "utf8"),
).exports;

/**
 * The site's imports of @hvac/office lead, through node_modules, to the
 * repository's copy; here they lead to the copy beside this file, the one
 * Stryker's sandbox mutates, so the site's tests judge the office's core too.
 */
const officeAlias = Object.entries(officeExports).map(([entry, file]) => ({
  find: new RegExp(`^@hvac/office${entry.slice(1).replace(/[/-]/g, "\\$&")}$`),
  replacement: fileURLToPath(new URL(file, officeDir)),
}));
const siteAlias = Object.entries(unitTests.resolve.alias).map(([find, replacement]) => ({
  find,
  replacement,
}));

/**
 * Tests that read the sources' text, which Stryker's instrumented copies would
 * fail, or the repository's folders, which its sandbox leaves out: none covers
 * a mutated file.
 */
const sourceShapeTests = [
  "src/server/settings.test.ts",
  "src/server/module-state.test.ts",
  "src/stores/store-seams.test.ts",
  "src/server/documented-paths.test.ts",
];

/** The fast tier of the site and of the office's package: what `npm run mutants` runs. */
export default defineConfig({
  test: {
    projects: [
      {
        ...unitTests,
        root: fileURLToPath(new URL("../apps/web/", import.meta.url)),
        test: { ...unitTests.test, exclude: sourceShapeTests },
        resolve: { alias: [...officeAlias, ...siteAlias] },
      },
      { test: { name: "office", root: fileURLToPath(officeDir), environment: "node" } },
    ],
  },
});
