import { fileURLToPath } from "node:url";
import { parseCircular, parseDependencyTree } from "dpdm";
import { describe, expect, it } from "vitest";

const web = fileURLToPath(new URL("../..", import.meta.url));
const repository = fileURLToPath(new URL("../../../..", import.meta.url));

/** Imports as the compiler sees them, type-only ones included: every circle, one way or another. */
async function circles(cwd: string, entries: string[], tsconfig?: string) {
  const tree = await parseDependencyTree(entries, {
    cwd,
    context: cwd,
    tsconfig,
    transform: false,
    skipDynamicImports: false,
    include: /\.(ts|tsx|mts|mjs)$/,
    exclude: /node_modules|\.next/,
  });
  return parseCircular(tree);
}

describe("the house's imports", () => {
  it("run one way in the site: no module imports one that imports it back", async () => {
    expect(
      await circles(
        web,
        [
          "src/**/*.ts",
          "src/**/*.tsx",
          "app/**/*.ts",
          "app/**/*.tsx",
          "proxy.ts",
          "instrumentation.ts",
        ],
        `${web}tsconfig.json`,
      ),
    ).toEqual([]);
  });

  it("run one way in the shared packages", async () => {
    expect(await circles(repository, ["packages/*/src/**/*.ts"])).toEqual([]);
  });
});
