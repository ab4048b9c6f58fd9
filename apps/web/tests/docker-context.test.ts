import { readFileSync } from "node:fs";
import { join } from "node:path";
import { webRoot } from "@hvac/test-fixtures/harness/served-site";
import { describe, expect, it } from "vitest";

/**
 * What `docker build` may read of the repository (.dockerignore, read as
 * Docker reads it: each pattern from the root of the context, `*` within one
 * folder, `**` across folders, `!` taking a match back, a matched folder
 * taking all it holds). Next copies an app's .env files into the standalone
 * folder, so into the image: none may reach the build.
 */
const patterns = readFileSync(join(webRoot, "..", "..", ".dockerignore"), "utf8")
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith("#"));

const asRegExp = (pattern: string) => {
  const source = pattern
    .replace(/^\/+/, "")
    .split(/(\*\*\/?|\*|\?)/)
    .map((part) => {
      if (part === "**/" || part === "**") return "(?:.*/)?";
      if (part === "*") return "[^/]*";
      if (part === "?") return "[^/]";
      return part.replace(/[.+^${}()|[\]\\]/g, "\\$&");
    })
    .join("");
  return new RegExp(`^${source}(?:/.*)?$`);
};

const ignored = (path: string) =>
  patterns.reduce(
    (excluded, pattern) =>
      pattern.startsWith("!")
        ? excluded && !asRegExp(pattern.slice(1)).test(path)
        : excluded || asRegExp(pattern).test(path),
    false,
  );

describe("the Docker build context", () => {
  it.each([
    ".env",
    ".env.local",
    "apps/web/.env",
    "apps/web/.env.local",
    "apps/web/.env.production.local",
    "studio/.env.development",
  ])("leaves out %s", (path) => {
    expect(ignored(path)).toBe(true);
  });

  it.each(["apps/web/package.json", "apps/web/next.config.ts", "studio/seed/production.ndjson"])(
    "keeps %s",
    (path) => {
      expect(ignored(path)).toBe(false);
    },
  );
});
