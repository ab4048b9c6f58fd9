import { existsSync, globSync, readFileSync } from "node:fs";
import { basename, dirname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const repository = fileURLToPath(new URL("../../../..", import.meta.url));

/** What a fresh clone does not hold: installs, builds, what the site and the tests write. */
const notInClone =
  /(^|\/)(node_modules|\.git|\.next|\.turbo|\.tools|dist|coverage|var|reports|test-results|bench-results)\//;

const files = globSync("**/*", { cwd: repository, exclude: (path) => notInClone.test(`${path}/`) });
const fileNames = new Set(files.map((file) => basename(file)));

/**
 * The folders a document's path may be written from: the document's own,
 * the repository's, and each workspace's with its src/ and app/ (the docs
 * write `src/leads/receive-lead.ts` for the site's).
 */
const workspaces = globSync(["apps/*", "packages/*", "studio", "bench"], { cwd: repository });
const bases = (document: string) => [
  dirname(document),
  ".",
  ...workspaces.flatMap((workspace) => [workspace, `${workspace}/src`, `${workspace}/app`]),
];

/**
 * A file's path or name as the documents write it: a word ending in a source,
 * document or configuration extension, or a path of the repository's own
 * folders ending in "/". Not an address's path ("/robots.txt") nor an
 * absolute one on a server ("/etc/nginx/nginx.conf").
 */
const segment = String.raw`(?:\(\w+\)|\[\[?(?:\.\.\.)?\w+\]\]?|[\w.-]+)`;
const pathPattern = new RegExp(
  String.raw`(?<![\w@$./-])((?:\.\.?/)*(?:${segment}/)*\w[\w.-]*\.(?:ts|tsx|mts|mjs|js|json|md|ya?ml|css|sh|conf)` +
    String.raw`|(?:apps|packages|studio|docs|scripts|deploy|bench|\.ci)/(?:${segment}/)*)(?![\w/-])`,
  "g",
);

/** The paths a document names that the repository lacks (a build's output is not checked; Next.js is no file). */
function missingPaths(document: string, text = readFileSync(join(repository, document), "utf8")) {
  return [...text.matchAll(pathPattern)].flatMap(([, path = ""]) => {
    if (path === "Next.js" || notInClone.test(path)) return [];
    const found = path.includes("/")
      ? bases(document).some((base) => existsSync(join(repository, normalize(join(base, path)))))
      : fileNames.has(path);
    return found ? [] : [path];
  });
}

describe("the documents", () => {
  const documents = ["README.md", ...globSync("docs/*.md", { cwd: repository })];

  it.each(documents)("%s names only paths the repository holds", (document) => {
    expect(missingPaths(document)).toEqual([]);
  });

  it("refuse a path gone, a file name gone and a folder gone", () => {
    const text = [
      "apps/web/src/stores/results-store.ts and `src/leads/client-address.ts`,",
      "lead-store.ts, results-store.test.ts (next.config.ts), `apps/web/src/nowhere/`",
      "at https://example.com/robots.txt and /etc/nginx/nginx.conf, [office](office.md).",
    ].join("\n");
    expect(missingPaths("docs/example.md", text)).toEqual([
      "src/leads/client-address.ts",
      "results-store.test.ts",
      "apps/web/src/nowhere/",
    ]);
  });
});
