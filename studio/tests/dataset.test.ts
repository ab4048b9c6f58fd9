import { readFileSync } from "node:fs";
import { businessFactsId, type SanityDocumentLike } from "@hvac/content";
import { sampleLead } from "@hvac/test-fixtures/sample-lead";
import { describe, expect, it } from "vitest";
import { datasetFile, renderDataset } from "../seed/build";
import {
  compiledSchema as compiled,
  contentDocuments,
  documents,
  validate,
} from "./studio-validation";

describe("the Studio schema", () => {
  // The same checks `sanity schema validate` runs.
  it("compiles without errors or warnings", () => {
    const problems = (compiled._validation ?? []).flatMap((group) =>
      group.problems.map((p) => `${group.path.map((s) => s.name).join(".")}: ${p.message}`),
    );
    expect(problems).toEqual([]);
  });
});

describe("the starter dataset", () => {
  it("is exactly what the document sources in seed/documents give", async () => {
    expect(readFileSync(datasetFile, "utf8")).toBe(await renderDataset());
  });

  it.each(contentDocuments.map((d) => [d._id, d] as const))(
    "%s passes the Studio's own validation rules",
    async (_id, document) => {
      const result = await validate(document);
      const problems = result.markers
        .filter((m) => m.level === "error" || m.level === "warning")
        .map(
          (m) =>
            `${m.path.map((s) => (typeof s === "object" ? JSON.stringify(s) : s)).join(".")}: ${m.message}`,
        );
      // The starter towns' texts are short until the owners write more: a warning, not an error.
      const thin = /^: This town's page has \d+ words of its own/;
      expect(problems.filter((problem) => !thin.test(problem))).toEqual([]);
      expect(result.markers.filter((m) => m.level === "error")).toEqual([]);
    },
  );
});

describe("facts live in one place", () => {
  const facts = documents.find((d) => d._id === businessFactsId) as SanityDocumentLike & {
    phone: string;
    licence: string;
  };
  const digits = (s: string) => s.replace(/\D/g, "");

  it("the phone number and licence are stored only in Business facts", () => {
    const others = contentDocuments
      .filter((d) => d._id !== businessFactsId)
      .map((d) => JSON.stringify(d));
    expect(facts.phone).toBeTruthy();
    expect(facts.licence).toBeTruthy();
    for (const text of others) {
      expect(digits(text)).not.toContain(digits(facts.phone));
      expect(text).not.toContain(facts.licence);
    }
  });
});

describe("the Studio refuses what must not be published", () => {
  const businessFacts = () =>
    structuredClone(documents.find((d) => d._id === businessFactsId)) as SanityDocumentLike;

  it("a translatable field with its Spanish missing", async () => {
    const document = businessFacts();
    (document.hoursText as { es?: string }).es = "";
    const { markers } = await validate(document);
    expect(markers.map((m) => `${m.path.join(".")}: ${m.message}`)).toEqual([
      "hoursText: Fill in the Español version too: both languages are published together.",
    ]);
  });

  it("a search title over 60 characters", async () => {
    const document = structuredClone(
      documents.find((d) => d._id === "servicePage-acRepair"),
    ) as SanityDocumentLike & { seo: { title: { en: string } } };
    document.seo.title.en = "A".repeat(61);
    const { markers } = await validate(document);
    expect(markers.map((m) => m.message)).toEqual([
      "Keep it to 60 characters or fewer (English is longer).",
    ]);
  });

  it("a search title naming the short hours, measured with 5 characters in their place", async () => {
    const document = structuredClone(
      documents.find((d) => d._id === "servicePage-acRepair"),
    ) as SanityDocumentLike & { seo: { title: { en: string } } };
    document.seo.title.en = `${"A".repeat(55)}{hoursShort}`;
    expect((await validate(document)).markers).toEqual([]);
    document.seo.title.en = `${"A".repeat(56)}{hoursShort}`;
    expect((await validate(document)).markers.map((m) => m.message)).toEqual([
      "Keep it to 60 characters or fewer (English is longer).",
    ]);
  });

  it("a text naming a Business fact that does not exist, or a town outside the town pages", async () => {
    const document = structuredClone(
      documents.find((d) => d._id === "servicePage-acRepair"),
    ) as SanityDocumentLike & { hero: { subtitle: { en: string; es: string } } };
    document.hero.subtitle.en = "A technician arrives {arivalPromise}.";
    document.hero.subtitle.es = "Un técnico llega {arrivalPromise} a {city}.";
    const { markers } = await validate(document);
    expect(markers.map((m) => `${m.path.join(".")}: ${m.message}`)).toEqual([
      expect.stringMatching(
        /^hero\.subtitle: \{arivalPromise\} is not a Business fact\. Write one of: \{name\}, \{phone\}.*\{nearbyTownCount\}\.$/,
      ),
    ]);
    document.hero.subtitle.en = "A technician arrives {arrivalPromise}.";
    expect((await validate(document)).markers.map((m) => m.message)).toEqual([
      expect.stringMatching(/^\{city\} is not a Business fact/),
    ]);
  });

  it("a phone number not written like (210) 555-0123", async () => {
    const document = businessFacts();
    document.phone = "210-555-0123";
    const { markers } = await validate(document);
    expect(markers.map((m) => `${m.path.join(".")}: ${m.message}`)).toEqual([
      "phone: Write the number like (210) 555-0123.",
    ]);
  });
});

describe("a lead document as the site writes it", () => {
  const { id: _id, ...fields } = sampleLead({ receivedAt: "2026-06-01T15:04:05.000Z" });
  const lead = {
    ...fields,
    _id: "lead.0123456789abcdef0123456789abcdef",
    _type: "lead",
    status: "new",
    notification: { status: "pending", attempts: 0 },
  };
  const problems = async (document: SanityDocumentLike) =>
    (await validate(document)).markers
      .filter((m) => m.level === "error")
      .map((m) => m.path.join("."));

  it("passes the Studio's validation", async () => {
    expect(await problems(lead)).toEqual([]);
  });
  it("keeps a status the office chose from the list", async () => {
    expect(await problems({ ...lead, status: "contacted" })).toEqual([]);
    expect(await problems({ ...lead, status: "lost" })).toEqual(["status"]);
  });
});

describe("the Studio's word count of a town page", () => {
  const town = contentDocuments.find((d) => d._id === "serviceArea-floresville");
  if (!town) throw new Error("no Floresville");
  const warnings = async (document: SanityDocumentLike) =>
    (await validate(document)).markers
      .filter((m) => m.level === "warning" && m.path.length === 0)
      .map((m) => m.message);

  it("warns while a town has too few words of its own", async () => {
    expect(await warnings(town)).toEqual([
      expect.stringMatching(/^This town's page has \d+ words of its own\. .*about 150 or more/),
    ]);
  });

  it("counts the town's story and its own questions, and stops warning at 150 words", async () => {
    const story = Array.from({ length: 60 }, (_, i) => `word${i}`).join(" ");
    const faq = documents.find((d) => d._type === "faq");
    const fuller = {
      ...town,
      localStory: {
        _type: "localeRichText",
        en: [{ _type: "block", _key: "a", children: [{ _type: "span", _key: "s", text: story }] }],
      },
      faqs: faq ? [{ _type: "reference", _ref: faq._id, _key: "f" }] : [],
    };
    const short = { ...fuller, faqs: [] };
    expect(await warnings(short)).toHaveLength(1);
    expect(await warnings(fuller)).toEqual([]);
  });
});
