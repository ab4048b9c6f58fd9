// @ts-check
/**
 * `npm run mutants` (issue 63): Stryker plants one small bug at a time in the
 * booking, the stores' placement and visit changes, and what goes out (the
 * hourly budgets and the outbound steps), and runs the unit tests that cover
 * it; a bug no test fails on survives and is reported. Not part of CI's time.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.mutants.config.ts" },
  checkers: ["typescript"],
  tsconfigFile: "tsconfig.json",
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  coverageAnalysis: "perTest",
  concurrency: 2,
  mutate: [
    "src/booking/**/*.ts",
    "!src/booking/**/*.test.ts",
    "src/stores/sqlite/lead-store.ts",
    "src/stores/sanity/lead-store.ts",
    "src/outbound/hourly-limits.ts",
    "src/outbound/steps/*.ts",
    "!src/outbound/steps/*.test.ts",
  ],
  // The sandbox needs the sources and their unit tests, with the routes and the
  // test support they import; not the build or the served tests.
  ignorePatterns: [".next", "tests/*", "!tests/support", "scripts", "public"],
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: "../../reports/mutation/web/index.html" },
  jsonReporter: { fileName: "../../reports/mutation/web/mutation.json" },
  tempDirName: "../../var/stryker/web",
  cleanTempDir: "always",
};
