// @ts-check
/**
 * `npm run mutants` (issue 63), the office's half: the booking core shared by
 * the site and the Studio (arrival windows, visits, settings, reminders, the
 * schedule), against this package's tests.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: "vitest",
  checkers: ["typescript"],
  tsconfigFile: "tsconfig.json",
  coverageAnalysis: "perTest",
  concurrency: 2,
  mutate: ["src/booking/**/*.ts", "!src/booking/**/*.test.ts"],
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: "../../reports/mutation/office/index.html" },
  jsonReporter: { fileName: "../../reports/mutation/office/mutation.json" },
  tempDirName: "../../var/stryker/office",
  cleanTempDir: "always",
};
