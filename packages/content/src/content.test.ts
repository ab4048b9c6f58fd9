import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { allPages, pageKey } from "@hvac/routing";
import { describe, expect, it } from "vitest";
import { documentIdForPage } from "./document-ids";
import { loadLocalDataset, localImagePath } from "./local-dataset";
import { pick } from "./localized";
import { docTag, pageTag, reads, tagsForChange, typeTag } from "./reads";
import { localSource } from "./source";

function scratchDataset(lines: object[]) {
  const folder = mkdtempSync(join(tmpdir(), "dataset-"));
  const file = join(folder, "production.ndjson");
  writeFileSync(
    join(folder, "pixel.svg"),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480"/>',
  );
  writeFileSync(file, `${lines.map((l) => JSON.stringify(l)).join("\n")}\n`);
  return file;
}

describe("the local content source", () => {
  it("turns import-format images into asset documents that GROQ can follow", async () => {
    const file = scratchDataset([
      {
        _id: "page",
        _type: "thing",
        picture: {
          _type: "illustration",
          _sanityAsset: "image@file://./pixel.svg",
          alt: { en: "A", es: "B" },
        },
      },
    ]);
    const result = await localSource(file).fetch(
      '*[_id == "page"][0]{ "url": picture.asset->url, "width": picture.asset->metadata.dimensions.width }' as never,
    );
    expect(result).toEqual({ url: `${localImagePath}pixel.svg`, width: 640 });
    expect(loadLocalDataset(file).images.get("pixel.svg")).toMatch(/pixel\.svg$/);
  });

  it("reads the file again after it changes on disk, and never serves drafts", async () => {
    const file = scratchDataset([{ _id: "a", _type: "note", text: "before" }]);
    const source = localSource(file);
    const query = '*[_type == "note"].text' as never;
    expect(await source.fetch(query)).toEqual(["before"]);
    writeFileSync(
      file,
      `${JSON.stringify({ _id: "a", _type: "note", text: "after, longer" })}\n${JSON.stringify({ _id: "drafts.a", _type: "note", text: "draft" })}\n`,
    );
    expect(await source.fetch(query)).toEqual(["after, longer"]);
  });

  it("reports a line that is not JSON with its line number", () => {
    const file = scratchDataset([{ _id: "a", _type: "note" }]);
    writeFileSync(file, '{"_id":"a","_type":"note"}\n{oops\n');
    expect(() => loadLocalDataset(file)).toThrow(/Line 2/);
  });
});

describe("cache tags", () => {
  it("tag every page read with the id of the page's own document", () => {
    expect(reads.servicePage("acRepair").tags).toEqual([docTag("servicePage-acRepair")]);
    expect(reads.area("floresville").tags).toEqual([docTag("serviceArea-floresville")]);
    expect(reads.businessFacts().tags).toEqual([docTag("businessFacts")]);
    expect(reads.areaList().tags).toEqual([typeTag("serviceArea")]);
  });

  it("give each of the 39 pages its own document", () => {
    const pairs = new Map(allPages().map(({ page }) => [pageKey(page), documentIdForPage(page)]));
    expect(pairs.size).toBe(39);
    expect(new Set(pairs.values()).size).toBe(39);
    expect(pageTag({ id: "guaranteesFinancing" })).toBe("doc:guaranteesPage");
  });

  it("refresh a changed document, its type, and the documents that reference it", () => {
    expect(
      tagsForChange({ _id: "drafts.faq-1", _type: "faq" }, ["servicePage-acRepair", "homePage"]),
    ).toEqual(["doc:faq-1", "type:faq", "doc:servicePage-acRepair", "doc:homePage"]);
  });
});

describe("localized fields", () => {
  it("pick the visitor's language", () => {
    expect(pick({ en: "Call", es: "Llame" }, "es")).toBe("Llame");
    expect(pick({ en: "Call", es: "Llame" }, "en")).toBe("Call");
  });
});
