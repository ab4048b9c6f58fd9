import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/** Timings against the floor: run alone, never beside another test. */
const lighthouseJudge = "tests/judges/lighthouse.test.ts";

const alias = { "@": fileURLToPath(new URL("./src", import.meta.url)) };

/** The unit and handler tests (the fast tier): also what `npm run mutants` runs (mutants/vitest.config.ts). */
export const unitTests = {
  resolve: { alias },
  test: {
    name: "unit",
    include: ["src/**/*.test.{ts,tsx}"],
    environment: "node",
    // Before the browser tests, never beside them: timings there must not share the CPU.
    sequence: { groupOrder: 0 },
  },
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      unitTests,
      {
        resolve: { alias },
        test: {
          name: "browser",
          include: ["tests/**/*.test.ts"],
          exclude: [lighthouseJudge],
          globalSetup: ["tests/support/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Most of a served test's time is waiting (a visitor's fill time, a
          // retry, a server starting): two files at a time fill two cores.
          maxWorkers: 2,
          // A worker runs file after file with the modules it has loaded (the
          // dictionaries, the starter dataset's route table): no file changes them.
          isolate: false,
          // What a test waits to see, it waits for as a person would, on a busy machine.
          expect: { poll: { timeout: 10_000 } },
          sequence: { groupOrder: 1 },
        },
      },
      {
        resolve: { alias },
        test: {
          name: "lighthouse",
          include: [lighthouseJudge],
          globalSetup: ["tests/support/global-setup.ts"],
          hookTimeout: 60_000,
          // Timings are measured on a quiet machine: alone, after every other test.
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
