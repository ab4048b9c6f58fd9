import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { judgedPages } from "../support/judged-pages";
import { baseURL } from "../support/visit";

/**
 * The W3C's own checker (the Nu Html Checker, vnu.jar, run on the Java that
 * scripts/test asks for) over the served HTML of every judged page: it reads
 * HTML as the specification does (a required select's placeholder, the CSS in
 * the page), where html-validate applies the project's rules. One run of the
 * checker for every page; each page's errors are its own test.
 */

const vnuJar = String(createRequire(import.meta.url)("vnu-jar"));
const folder = mkdtempSync(join(tmpdir(), "nu-checker-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

interface NuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}
const errorsByFile = new Map<string, string[]>();
const fileOf = (index: number) => join(folder, `page-${index}.html`);

beforeAll(async () => {
  await Promise.all(
    judgedPages.map(async ({ path, status }, index) => {
      const response = await fetch(`${baseURL()}${path}`);
      expect(response.status, path).toBe(status);
      writeFileSync(fileOf(index), await response.text());
    }),
  );
  // Exit status 1 when any page has an error: the report is read either way.
  const run = await promisify(execFile)(
    "java",
    ["-jar", vnuJar, "--errors-only", "--format", "json", ...judgedPages.map((_, i) => fileOf(i))],
    { maxBuffer: 64 * 1024 * 1024 },
  ).catch((failure: { stderr?: string; code?: unknown }) => {
    if (typeof failure.stderr !== "string" || failure.code === "ENOENT") {
      throw new Error("The W3C checker runs on Java: sudo apt-get install -y default-jre-headless");
    }
    return failure as { stderr: string };
  });
  const { messages } = JSON.parse(run.stderr) as { messages: NuMessage[] };
  for (const m of messages.filter(({ type }) => type === "error")) {
    const file = new URL(m.url).pathname;
    const said = `${m.lastLine ?? "?"}: ${m.message} ${m.extract?.trim() ?? ""}`;
    errorsByFile.set(file, [...(errorsByFile.get(file) ?? []), said]);
  }
}, 120_000);

describe("the W3C checker: no error in the served HTML of any page", () => {
  it.each(judgedPages.map((page, index) => ({ ...page, index })))("$path", ({ index }) => {
    expect(errorsByFile.get(fileOf(index)) ?? []).toEqual([]);
  });
});
