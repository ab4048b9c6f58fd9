import { defineConfig } from "vitest/config";

export default defineConfig({
  // The Studio's own views are React: tsconfig keeps JSX for Sanity's build, tests compile it here.
  oxc: { jsx: { runtime: "automatic" } },
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["tests/**/*.test.ts"],
          exclude: ["tests/studio/**"],
          testTimeout: 60_000,
          // A worker runs file after file with the modules it has loaded (Sanity's
          // schema and validation, half of each file's time): no file changes them.
          isolate: false,
        },
      },
      {
        // The built Studio in Chromium against the stand-in Content Lake: one
        // build for the run, two files at a time (each waits on the Studio's
        // saves and previews most of its time).
        test: {
          name: "studio",
          include: ["tests/studio/**/*.test.ts"],
          globalSetup: ["tests/support/studio/build-studio.ts"],
          maxWorkers: 2,
          // The Studio takes seconds to load previews and save; polls wait as a person would.
          expect: { poll: { timeout: 20_000, interval: 250 } },
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
