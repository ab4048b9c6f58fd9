import { sampleAnswers } from "@hvac/test-fixtures/sample-lead";
import { describe, expect, it } from "vitest";
import { translator } from "@/i18n/translate";
import { fieldErrorMessages } from "@/leads/lead-messages";
import { parseLead } from "@/leads/lead-schema";
import { visibleText } from "@/text/visible-text";

const form = (patch: Record<string, string>) => ({
  ...sampleAnswers,
  locale: "en",
  page: "contact",
  ...patch,
});

describe("characters that show nothing", () => {
  it.each([
    ["a right-to-left mark", "Ana\u200F"],
    ["a left-to-right mark", "\u200EAna"],
    ["a zero-width space", "A\u200Bna"],
    ["a word joiner", "An\u2060a"],
    ["a tag character", "Ana\u{E0041}\u{E0042}"],
    ["a right-to-left override", "Ana\u202E"],
  ])("are refused in a one-line field: %s", (_name, firstName) => {
    const parsed = parseLead(form({ firstName, service: `AC ${firstName}` }));
    expect(parsed).toMatchObject({
      ok: false,
      fieldErrors: { firstName: "invisible", service: "invisible" },
    });
  });

  it("get a clear message in both languages", () => {
    const errors = { city: "invisible" } as const;
    expect(fieldErrorMessages(translator("en"), errors).city).toMatch(/invisible characters/);
    expect(fieldErrorMessages(translator("es"), errors).city).toMatch(/caracteres invisibles/);
  });
});

describe("a message with many blank lines", () => {
  it("keeps one blank line where there were sixty", () => {
    const parsed = parseLead(form({ message: `No heat.${"\n".repeat(60)}Lead id: 123` }));
    expect(parsed).toMatchObject({ ok: true, lead: { message: "No heat.\n\nLead id: 123" } });
  });

  it.each([
    ["no-break spaces", "\u00A0"],
    ["ideographic spaces", "\u3000\u3000"],
    ["a zero-width space", "\u200B"],
    ["a word joiner and a tab", "\u2060\t"],
    ["line separators", "\u2028"],
  ])(
    "keeps one blank line where sixty lines hold only %s, as stored and as mailed",
    (_name, fill) => {
      const message = `No heat.\n${`${fill}\n`.repeat(60)}Lead id: 123`;
      const parsed = parseLead(form({ message }));
      expect(parsed).toMatchObject({ ok: true, lead: { message: "No heat.\n\nLead id: 123" } });
      expect(visibleText(message)).toBe("No heat.\n\nLead id: 123");
    },
  );

  it("takes line and paragraph separators for the line breaks they show as", () => {
    const parsed = parseLead(form({ message: `No heat.${"\u2029".repeat(60)}Lead id: 123` }));
    expect(parsed).toMatchObject({ ok: true, lead: { message: "No heat.\n\nLead id: 123" } });
  });

  it("keeps a line that shows something", () => {
    const parsed = parseLead(form({ message: "No heat.\n\u00A0.\nLead id: 123" }));
    expect(parsed).toMatchObject({
      ok: true,
      lead: { message: "No heat.\n\u00A0.\nLead id: 123" },
    });
  });
});
