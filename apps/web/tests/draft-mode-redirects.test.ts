import { randomBytes } from "node:crypto";
import { appendFileSync } from "node:fs";
import { draftModeEndpoints, href } from "@hvac/routing";
import { outputOnceStopped, type ServedSite } from "@hvac/test-fixtures/harness/served-site";
import { serveSiteCopy } from "@hvac/test-fixtures/harness/site-copy";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSettings } from "@/server/settings";
import { type EditableDataset, editableDataset } from "./support/publish";

/** Where the site takes the Studio to be: SANITY_STUDIO_URL, or its default. */
const { studioUrl } = readSettings();

/**
 * Where draft mode's entry and exit lead: a page of the site, never an
 * address elsewhere, and never a header built from a request's own control
 * characters. The entry is tried with a valid preview secret, written into a
 * copy of the starter dataset as the Studio writes it.
 */

const about = href("about", "en");
const secret = randomBytes(24).toString("base64url");
let dataset: EditableDataset;
let site: ServedSite;

beforeAll(async () => {
  dataset = await editableDataset();
  appendFileSync(
    dataset.file,
    `${JSON.stringify({
      _id: "drafts.preview-secret",
      _type: "sanity.previewUrlSecret",
      secret,
      studioUrl,
      _updatedAt: new Date().toISOString(),
    })}\n`,
  );
  site = await serveSiteCopy({ CONTENT_DATASET_FILE: dataset.file });
}, 120_000);
afterAll(async () => {
  await site?.stop();
  await dataset?.remove();
});

const enter = (pathname: string) => {
  const url = new URL(draftModeEndpoints.enable, site.baseURL);
  url.searchParams.set("sanity-preview-secret", secret);
  url.searchParams.set("sanity-preview-pathname", pathname);
  return fetch(url, { redirect: "manual" });
};

/** The exit with `page` written as it stands (already percent-encoded). */
const leave = (page: string) =>
  fetch(`${site.baseURL}${draftModeEndpoints.disable}?page=${page}`, { redirect: "manual" });

describe("the entry to draft mode, with a valid preview secret", () => {
  it("leads to the page asked for", async () => {
    const response = await enter(about);
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe(about);
    expect(response.headers.get("set-cookie")).toContain("__prerender_bypass");
  });

  it.each([
    "/.//evil.example/x",
    "//evil.example/x",
    "/\\evil.example/x",
    "https://evil.example/x",
    "/./\\/evil.example",
    "/not-a-page",
  ])("never leads elsewhere than a page of the site: %s goes home", async (pathname) => {
    const response = await enter(pathname);
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe("/");
  });
});

describe("the exit from draft mode", () => {
  it("leads back to the page it was left from", async () => {
    const response = await leave(encodeURIComponent(about));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(about);
  });

  const forged = [
    ["a line break and terminal colours", "/?%0a%1b%5b31mFORGED%1b%5b0m"],
    ["a carriage return and a header", `${about}?%0d%0aSet-Cookie:%20FORGED=1`],
    ["a line separator (U+2028)", "/?%E2%80%A8FORGED"],
    ["a paragraph separator (U+2029)", `${about}?x=%E2%80%A9FORGED`],
    ["a non-ASCII letter", `${about}?%C3%B1FORGED`],
    ["a NUL", `${about}?%00FORGED`],
    ["a tab", `${about}%09FORGED`],
  ] as const;

  it.each(forged)("with %s goes home", async (_case, page) => {
    const response = await leave(page);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/");
  });

  // Last: it stops the server, to read all it wrote.
  it("writes nothing forged to the log, read once the server has stopped", async () => {
    for (const [, page] of forged) expect((await leave(page)).status).toBe(303);
    const log = await outputOnceStopped(site);
    expect(log).toContain("Ready");
    expect(log.split("\n").filter((line) => line.includes("FORGED"))).toEqual([]);
  });
});
