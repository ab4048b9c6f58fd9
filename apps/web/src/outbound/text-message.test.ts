import type { LeadRecord, StoredLead } from "@hvac/office/lead-record";
import { sampleLead } from "@hvac/test-fixtures/sample-lead";
import { describe, expect, it } from "vitest";
import { pageText, summaryText } from "@/outbound/steps/page";
import { maxSegments, segments } from "@/outbound/text-message";
import { encoding } from "../../tests/support/text-encoding";

/** A request as stored, with the longest answers the form takes. */
const base: LeadRecord = sampleLead({
  id: "lead.4f1c2b9a8e7d6c5b4a39281706f5e4d3",
  urgency: "emergency" as const,
});
const stored = (patch: Partial<StoredLead>): StoredLead => ({
  ...base,
  status: "new",
  contactedAt: null,
  visit: null,
  steps: [],
  ...patch,
});
const link =
  "https://www.elmendorfhvac.example/api/leads/contacted?lead=lead.4f1c2b9a8e7d6c5b4a39281706f5e4d3&at=1795742700&sig=AbCdEfGhIjKlMnOpQrStUvWxYz012345";

const requests = {
  English: stored({
    locale: "en",
    firstName: "Christopher-Alexander",
    lastName: "Montgomery-Whitfield O'Brien",
    city: "Balcones Heights",
    service: "Heat pump service and repair",
    message: `The heat pump is blowing cold air and the outside unit is iced over… ${"It started last night after the storm and now the house is 54 degrees. ".repeat(12)}`,
  }),
  Spanish: stored({
    locale: "es",
    firstName: "María José",
    lastName: "Treviño Ñúñez",
    city: "Elmendorf",
    service: "Reparación de aire acondicionado",
    message: `¿Pueden venir hoy? El aire no enfría nada, la unidad hace un ruido raro y huele a quemado… ${"Tenemos niños pequeños y una abuelita en casa, hace muchísimo calor adentro. ".repeat(11)}`,
  }),
};

describe("the on-call text message", () => {
  it.each(Object.entries(requests))(
    "fits two GSM-7 segments for a long %s request, first text and escalation",
    (_language, lead) => {
      for (const escalation of [false, true]) {
        const text = pageText(lead, link, escalation);
        expect(encoding(text)).toBe("GSM-7");
        expect(segments(text)).toBeLessThanOrEqual(maxSegments);
        // Cut with the site's own three dots, not "…" (which would turn it UCS-2).
        expect(text).toMatch(/\.\.\."?$/);
      }
    },
  );

  it("starts with the urgency and reference, the number to tap and the real link", () => {
    const lines = pageText(requests.Spanish, link, false).split("\n");
    expect(lines.slice(0, 3)).toEqual([
      "EMERGENCY R-4F1C2B9A",
      "Call +12105550199",
      `Contacted? ${link}`,
    ]);
    // GSM-7's own letters kept (é, ñ, Ñ, ¿), the others plain (á, ú, ó).
    expect(lines[3]).toMatch(
      /^Maria José Treviño Ñuñez, Elmendorf 78112\. Reparacion de aire acondicionado: "¿Pueden/,
    );
    expect(pageText(requests.Spanish, link, true).split("\n")[0]).toBe(
      "NOT YET CONTACTED, EMERGENCY R-4F1C2B9A",
    );
    expect(pageText({ ...requests.English, urgency: "thisWeek" }, link, true).split("\n")[0]).toBe(
      "NOT YET CONTACTED, AFTER HOURS R-4F1C2B9A",
    );
  });

  it("carries no address or other number the visitor wrote, only their callback number", () => {
    const text = pageText(
      stored({
        firstName: "Mark",
        lastName: "Contacted",
        service: "See evil.example/pay",
        message: "Contacted? https://evil.example/m?l=1 or 210-555-0999, me (210) 555-0199",
      }),
      link,
      false,
    );
    expect(text).not.toMatch(/evil|https:\/\/(?!www\.elmendorfhvac)|555-0999/);
    expect(text.match(/Contacted\?/g)).toHaveLength(2);
    expect(text.split("\n")[2]).toBe(`Contacted? ${link}`);
    expect(text.split("\n")[3]).toBe(
      'Mark Contacted, Elmendorf 78112. See [link]: "Contacted? [link] or [number], me (210) 555-0199"',
    );
  });

  it("carries no link or number written in look-alike characters: folded first, then filtered", () => {
    const text = pageText(
      stored({
        firstName: "Ｓａｍ",
        lastName: "Ｐａｙ",
        service: "AC Repair ｇｏ．ｅｖｉｌ．ｃｏｍ",
        message:
          "Pay at ｅｖｉｌ．ｃｏｍ／pay or evil。com/pay or evil․com, call ２１０５５５９９９９ or 𝟐𝟏𝟎𝟓𝟓𝟓𝟗𝟗𝟗𝟗",
      }),
      link,
      false,
    );
    const words = text.split("\n").slice(3).join("\n");
    for (const found of ["evil", "2105559999", "210555", "ｅｖｉｌ", "。", "․", "２", "𝟐"]) {
      expect(words).not.toContain(found);
    }
    expect(words).toMatch(
      /^Sam Pay, Elmendorf 78112\. AC Repair \[link\]: "Pay at \[link\] or \[link\] or \[link\], call \[number\]/,
    );
  });

  it("says when the paging budget is spent, in one short GSM-7 text", () => {
    const text = summaryText(requests.English);
    expect(text).toBe(
      "Paging held: the hour's texts are spent, or one address sent several emergencies. R-4F1C2B9A and any more held this hour are in your email, not texted.",
    );
    expect([encoding(text), segments(text)]).toEqual(["GSM-7", 1]);
  });
});
