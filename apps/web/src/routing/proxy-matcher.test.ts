import { readFileSync } from "node:fs";
import {
  pathClash,
  redirectFromProblem,
  reservedPrefixes,
  rootFiles,
  routeTable,
} from "@hvac/routing";
import { describe, expect, it } from "vitest";

/**
 * The proxy's matcher must be a literal (Next reads it from the source), so
 * it cannot be built from @hvac/routing's lists: this reads proxy.ts as text
 * and holds the two together (issue 39, item 8). Whatever the proxy skips,
 * the Studio refuses as a page's address or a redirect's old address.
 */
const proxySource = readFileSync(new URL("../../proxy.ts", import.meta.url), "utf8");
const written = proxySource.match(/matcher:\s*\[\s*"([^"]+)"\s*,?\s*\]/)?.[1];
/** The matcher as Next runs it: a regular expression on the path, case-sensitive. */
const matches = (path: string) => new RegExp(`^${written}$`).test(path);

describe("the proxy's matcher", () => {
  it("is one path pattern skipping a list of names", () => {
    expect(written).toMatch(/^\/\(\(\?!([^()]+)\)\.\*\)$/);
  });

  it("skips exactly the site's own folders and the files it serves itself", () => {
    const skipped = written?.match(/\(\?!([^()]+)\)/)?.[1]?.split("|");
    const expected = [
      ...reservedPrefixes.map((prefix) => `${prefix.slice(1)}/`),
      ...rootFiles.map((file) => file.slice(1)),
    ];
    expect([...(skipped ?? [])].sort()).toEqual(expected.sort());
  });

  const table = routeTable({ services: [], areas: [], redirects: [] });
  it.each([
    ...rootFiles.flatMap((file) => [file, `${file}/old`, `${file}.gz`]),
    "/favicon-ico",
    "/robots_txt",
    "/sitemapxxml/old",
    "/api/leads",
    "/assets/logo.svg",
    "/_next/static/app.js",
  ])("skips %s, which the Studio refuses", (path) => {
    expect(matches(path)).toBe(false);
    expect(redirectFromProblem(table, path)).toBeDefined();
    expect(pathClash(table, path)).toBeDefined();
  });

  it.each(["/old/furnace.html", "/robots", "/Robots.txt", "/icons.svg", "/apis", "/es/viejo"])(
    "reads %s, which the Studio accepts as an old address",
    (path) => {
      expect(matches(path)).toBe(true);
      expect(redirectFromProblem(table, path)).toBeUndefined();
    },
  );
});
