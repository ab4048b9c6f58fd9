import { fileURLToPath } from "node:url";
import { FileSystemConfigLoader, HtmlValidate, type Message } from "html-validate";
import { describe, expect, it } from "vitest";
import { judgedPages } from "../support/judged-pages";
import { baseURL } from "../support/visit";

// Validated as a file of apps/web, so apps/web/.htmlvalidate.json applies.
const asFile = fileURLToPath(new URL("../../served-page.html", import.meta.url));
const validator = new HtmlValidate(new FileSystemConfigLoader());

const describeError = (m: Message) =>
  `${m.ruleId} at ${m.line}:${m.column} ${m.selector ?? ""}: ${m.message}`;

describe("html-validate: no error in the served HTML of any page", () => {
  it.each(judgedPages)("$path", async ({ path, status }) => {
    const response = await fetch(`${baseURL()}${path}`);
    expect(response.status).toBe(status);
    const report = await validator.validateString(await response.text(), asFile);
    const errors = report.results.flatMap((r) => r.messages).filter((m) => m.severity === 2);
    expect(errors.map(describeError)).toEqual([]);
  });
});
