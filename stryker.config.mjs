// @ts-check
import { readFileSync } from "node:fs";

const sqliteStore = "apps/web/src/stores/sqlite/lead-store.ts";
/**
 * The local store's placement and visit changes, as line ranges of its file
 * (the rest of it, the leads' steps, leases and spam, is the fast tier's
 * too, but not what this measures): from `start` to the line before `end`.
 */
function linesOf(file, ...parts) {
  const lines = readFileSync(file, "utf8").split("\n");
  const at = (text) => {
    const index = lines.findIndex((line) => line.includes(text));
    if (index === -1) throw new Error(`${file} no longer has ${text}: scope npm run mutants again`);
    return index + 1;
  };
  return parts.map(([start, end]) => `${file}:${at(start)}-${at(end) - 1}`);
}
/**
 * `npm run mutants` (issue 63): Stryker plants one small bug at a time in the
 * booking (the office's core and the site's), the stores' placement and visit
 * changes, and what goes out (the hourly budgets and the outbound steps), and
 * runs the fast tier's tests that cover it; a bug no test fails on survives
 * and is reported under reports/mutation/. Not part of CI's time.
 *
 * One run from the repository's root, so the site's tests judge the office's
 * booking core too (mutants/vitest.config.ts points @hvac/office at the
 * sandbox's copy) and the tests' paths to the starter dataset hold.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: "vitest",
  vitest: { configFile: "mutants/vitest.config.ts" },
  coverageAnalysis: "perTest",
  // A mutant in code run at import (a table, a constant) needs every test run
  // again: 11 % of the mutants took 75 % of the time. They are left out and
  // counted as ignored; the tables they would change are pinned by tests.
  ignoreStatic: true,
  // String literals are left out (22 % of the mutants, 45 % of the survivors
  // before): most are typed (a status, a step, a change), where an emptied one
  // does not compile, and the run has no type checker (with one, 12 mutants a
  // minute); the visitor's words are the dictionaries' and pinned by the copy
  // tests; the rest are SQL, which every test of the store runs, and names.
  mutator: { excludedMutations: ["StringLiteral"] },
  concurrency: 2,
  mutate: [
    "packages/office/src/booking/**/*.ts",
    "apps/web/src/booking/**/*.ts",
    ...linesOf(
      sqliteStore,
      ["/** Saves one lead inside the open transaction", "/** Deletes the oldest suspected spam"],
      ["async bookedVisits(", "async visitsFrom("],
      ["async changeVisit(", "async claimStep("],
    ),
    "apps/web/src/outbound/hourly-limits.ts",
    "apps/web/src/outbound/steps/*.ts",
    "!**/*.test.ts",
  ],
  // The sandbox leaves out the builds, the pictures and what the fast tier never reads.
  ignorePatterns: [
    ".next",
    ".turbo",
    ".tools",
    "dist",
    "test-results",
    "/var",
    "/bench",
    "/deploy",
    "/docs/pictures",
    "/studio/pictures",
  ],
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: "reports/mutation/index.html" },
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  // A second run tests only the mutants whose code or tests changed.
  incremental: true,
  incrementalFile: "reports/mutation/incremental.json",
  tempDirName: "var/stryker",
  cleanTempDir: "always",
};
