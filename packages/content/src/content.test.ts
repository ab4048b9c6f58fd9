import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pageKey } from "@hvac/routing";
import { describe, expect, it } from "vitest";
import { copyFactWords } from "./copy-facts";
import { datasetRouteTable } from "./dataset-routes";
import { loadLocalDataset, localImagePath } from "./local-dataset";
import { localize } from "./localize";
import { documentIdForPage, documentTypeForPage, pageForDocument } from "./page-documents";
import { inPerspective, localSource } from "./source";
import { tagsForChange } from "./tags";

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
    const result = (await localSource(file).fetch(
      '*[_id == "page"][0]{ "url": picture.asset->url, "width": picture.asset->metadata.dimensions.width, "type": picture.asset->mimeType }' as never,
    )) as { url: string; width: number; type: string };
    // Shaped like Sanity's CDN address: the file's hash and size.
    expect(result.url).toMatch(new RegExp(`^${localImagePath}[0-9a-f]{40}-640x480\\.svg$`));
    expect(result).toMatchObject({ width: 640, type: "image/svg+xml" });
    const name = result.url.slice(localImagePath.length);
    expect(loadLocalDataset(file).images.get(name)).toMatch(/pixel\.svg$/);
  });

  it("takes photos too: their real size and type, and the blurred stand-in Sanity stores", async () => {
    const dir = mkdtempSync(join(tmpdir(), "hvac-photo-"));
    const { default: sharp } = await import("sharp");
    await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#3a7bd5" } })
      .jpeg()
      .toFile(join(dir, "van.jpg"));
    const file = join(dir, "dataset.ndjson");
    writeFileSync(
      file,
      `${JSON.stringify({
        _id: "page",
        _type: "thing",
        picture: { _type: "illustration", _sanityAsset: "image@file://./van.jpg" },
      })}\n`,
    );
    const result = await localSource(file).fetch(
      '*[_id == "page"][0].picture.asset->{ mimeType, "size": metadata.dimensions, "lqip": metadata.lqip }' as never,
    );
    expect(result).toMatchObject({
      mimeType: "image/jpeg",
      size: { width: 1200, height: 800 },
      lqip: expect.stringMatching(/^data:image\/jpeg;base64,/),
    });
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

describe("the documents behind the pages", () => {
  it("give each of the starter dataset's 40 pages its own document, of its kind's type", async () => {
    const table = await datasetRouteTable();
    const pairs = new Map(
      table.allPages().map(({ page }) => [pageKey(page), documentIdForPage(page)]),
    );
    expect(pairs.size).toBe(40);
    expect(new Set(pairs.values()).size).toBe(40);
    expect(documentIdForPage({ id: "guaranteesFinancing" })).toBe("guaranteesPage");
    expect(documentIdForPage({ id: "service", doc: "servicePage-acRepair" })).toBe(
      "servicePage-acRepair",
    );
    expect(documentTypeForPage({ id: "privacy" })).toBe("legalPage");
    expect(documentTypeForPage({ id: "area", doc: "serviceArea-floresville" })).toBe("serviceArea");
  });

  it("name the page a document holds, while it exists", async () => {
    const table = await datasetRouteTable();
    expect(pageForDocument(table, "guaranteesPage")).toEqual({ id: "guaranteesFinancing" });
    expect(pageForDocument(table, "serviceArea-floresville")).toEqual({
      id: "area",
      doc: "serviceArea-floresville",
    });
    expect(pageForDocument(table, "serviceArea-austin")).toBeUndefined();
    expect(pageForDocument(table, "faq-1")).toBeUndefined();
  });
});

describe("cache tags", () => {
  it("refresh a changed document, its type, and the documents that reference it", () => {
    expect(
      tagsForChange({ _id: "drafts.faq-1", _type: "faq" }, ["servicePage-acRepair", "homePage"]),
    ).toEqual(["doc:faq-1", "type:faq", "doc:servicePage-acRepair", "doc:homePage"]);
  });
});

describe("localized content", () => {
  const field = (en: string, es: string) => ({ _type: "localeString", en, es }) as const;
  const context = { locale: "es", phoneHref: "tel:+12105550123" } as const;

  it("gives every translatable field, however deep, in the visitor's language", () => {
    const content = {
      title: field("Call", "Llame"),
      cards: [{ _key: "a", title: field("Repair", "Reparación"), icon: "wrench" }],
      count: 4,
    };
    expect(localize(content, context)).toEqual({
      title: "Llame",
      cards: [{ _key: "a", title: "Reparación", icon: "wrench" }],
      count: 4,
    });
    expect(localize(content, { ...context, locale: "en" }).title).toBe("Call");
  });

  it("falls back to English for a draft with Spanish missing", () => {
    expect(localize({ _type: "localeString", en: "Call" }, context)).toBe("Call");
  });

  it("gives rich text's links the address they open (a call link also its number), words alone for a withdrawn page, and fills {name} values", () => {
    const block = (text: string, page?: string) => ({
      _type: "block",
      _key: "b",
      children: [{ _type: "span", _key: "s", text, marks: ["m"] }],
      markDefs: [
        page
          ? { _type: "internalLink", _key: "m", page: { _type: "reference", _ref: page } }
          : { _type: "phoneLink", _key: "m" },
      ],
    });
    const rich = {
      _type: "localeRichText",
      en: [block("Maintenance in {city}", "servicePage-acMaintenance")],
      es: [
        block("Mantenimiento en {city}", "servicePage-acMaintenance"),
        block("Llámenos"),
        block("Calderas", "servicePage-withdrawn"),
      ],
    } as const;
    const paths: Record<string, string> = {
      "servicePage-acMaintenance": "/es/aire-acondicionado/mantenimiento",
    };
    const [link, call, gone] = localize(rich as never, {
      ...context,
      phoneDisplay: "(210)\u00a0555\u20110123",
      pageHref: (id) => paths[id],
      values: { city: "Floresville" },
    }) as Array<{
      children: Array<{ text: string }>;
      markDefs: Array<{ href: string; number?: string }>;
    }>;
    expect(link?.children[0]?.text).toBe("Mantenimiento en Floresville");
    expect(link?.markDefs[0]?.href).toBe("/es/aire-acondicionado/mantenimiento");
    expect(call?.markDefs[0]?.href).toBe("tel:+12105550123");
    expect(call?.markDefs[0]?.number).toBe("(210)\u00a0555\u20110123");
    expect(link?.markDefs[0]?.number).toBeUndefined();
    expect(gone?.markDefs[0]?.href).toBe("");
  });

  it("marks a value in another language than the page's (the business's name) with its language, in rich text", () => {
    const rich = {
      _type: "localeRichText",
      en: [
        {
          _type: "block",
          _key: "b",
          children: [{ _type: "span", _key: "s", text: "We mean {name}.", marks: [] }],
          markDefs: [],
        },
      ],
      es: [
        {
          _type: "block",
          _key: "b",
          children: [
            {
              _type: "span",
              _key: "s",
              text: "Nosotros se refiere a {name}, con oficina en {officeTown}.",
              marks: ["strong"],
            },
            { _type: "factRef", _key: "f", fact: "name" },
          ],
          markDefs: [],
        },
      ],
    } as const;
    const options = {
      ...context,
      values: { name: "Your HVAC Company", officeTown: "Elmendorf" },
      valueLanguages: { name: "en" },
    } as const;
    const [es] = localize(rich as never, options) as Array<{
      children: Array<{ text: string; marks: string[] }>;
    }>;
    expect(es?.children.map(({ text, marks }) => [text, marks])).toEqual([
      ["Nosotros se refiere a ", ["strong"]],
      ["Your HVAC Company", ["strong", "lang-en"]],
      [", con oficina en Elmendorf.", ["strong"]],
      ["Your HVAC Company", ["lang-en"]],
    ]);
    const [en] = localize(rich as never, { ...options, locale: "en" }) as Array<{
      children: Array<{ text: string; marks: string[] }>;
    }>;
    expect(en?.children.map(({ text, marks }) => [text, marks])).toEqual([
      ["We mean Your HVAC Company.", []],
    ]);
  });

  it("puts the Business facts' words where copy names them, a capital where a sentence starts", () => {
    const values = { arrivalPromise: "en 2 a 4 horas", quotePromise: "cotizaciones el mismo día" };
    const text = {
      _type: "localeText",
      en: "",
      es: "Llegamos {arrivalPromise}. {quotePromise} también.",
    } as const;
    expect(localize(text, { ...context, values })).toBe(
      "Llegamos en 2 a 4 horas. Cotizaciones el mismo día también.",
    );
    const rich = {
      _type: "localeRichText",
      en: [],
      es: [
        {
          _type: "block",
          _key: "b",
          children: [
            { _type: "factRef", _key: "f", fact: "quotePromise" },
            { _type: "span", _key: "s", text: " y un técnico {arrivalPromise}.", marks: [] },
          ],
        },
      ],
    } as const;
    const [block] = localize(rich as never, { ...context, values }) as Array<{
      children: Array<{ _type: string; text: string }>;
    }>;
    expect(block?.children.map((span) => span._type)).toEqual(["span", "span"]);
    expect(block?.children.map((span) => span.text).join("")).toBe(
      "Cotizaciones el mismo día y un técnico en 2 a 4 horas.",
    );
  });
});

describe("what each perspective sees", () => {
  const documents = [
    { _id: "homePage", title: "published" },
    { _id: "drafts.homePage", title: "draft" },
    { _id: "drafts.faq-new", title: "never published" },
    { _id: "versions.r1.homePage", title: "in a release" },
    { _id: "aboutPage", title: "about" },
  ];

  it("visitors: the published documents only", () => {
    expect(inPerspective(documents, "published").map((d) => d.title)).toEqual([
      "published",
      "about",
    ]);
  });

  it("the office's preview: each draft in place of its published document, under its id", () => {
    expect(inPerspective(documents, "drafts")).toEqual([
      { _id: "homePage", title: "draft" },
      { _id: "aboutPage", title: "about" },
      { _id: "faq-new", title: "never published" },
    ]);
  });

  it("raw: everything as stored", () => {
    expect(inPerspective(documents, "raw")).toHaveLength(documents.length);
  });
});

describe("the service radius as copy states it", () => {
  const words = (serviceRadiusKm: number, locale: "en" | "es") =>
    copyFactWords({ serviceRadiusKm } as Parameters<typeof copyFactWords>[0], locale, "", 17)
      .serviceRadius;

  it("is the kilometres of Business facts in miles, rounded to 5, in each language", () => {
    expect(words(50, "en")).toBe("about 30 miles");
    expect(words(50, "es")).toBe("unas 30 millas");
    expect(words(80, "en")).toBe("about 50 miles");
    expect(words(3, "en")).toBe("about 5 miles");
  });
});
