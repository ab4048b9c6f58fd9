import { phoneNumber } from "@hvac/content";
import { sampleLead } from "@hvac/test-fixtures/sample-lead";
import { describe, expect, it } from "vitest";
import type { OfficeFacts } from "@/outbound/office-facts";
import { segments } from "@/outbound/text-message";
import { visitReminderText } from "@/outbound/visit-reminder-text";
import { encoding } from "../../tests/support/text-encoding";

const facts: OfficeFacts = {
  name: "Elmendorf Heating & Air Conditioning",
  phone: phoneNumber("(210) 555-0123"),
  words: {} as OfficeFacts["words"],
};
// The longest day and window words of the year: a Wednesday in September, an afternoon window.
const visit = {
  window: "2027-09-29T12:00-16:00",
  service: "service:servicePage-acRepair",
  status: "booked" as const,
  texts: true as const,
};

describe("the reminder text", () => {
  it.each(["en", "es"] as const)(
    "in %s: the window, the phone and STOP, in two GSM-7 segments",
    (locale) => {
      const text = visitReminderText({ ...sampleLead({ locale }), visit }, facts);
      expect(encoding(text)).toBe("GSM-7");
      expect(segments(text)).toBeLessThanOrEqual(2);
      expect(text).toMatch(/12:00 ?- ?4:00/);
      expect(text).toContain("(210) 555-0123");
      expect(text).toContain("STOP");
      // Nothing the visitor typed: a text shows on a locked screen.
      expect(text).not.toMatch(/Ana|Nguy|17812/);
    },
  );

  it("reads naturally in Spanish, ñ and é kept", () => {
    const text = visitReminderText({ ...sampleLead({ locale: "es" }), visit }, facts);
    // Every accent of the Spanish kept: no á, í, ó or ú to write in plain letters.
    expect(text).toBe(
      `${facts.name}: le recordamos que mañana, miércoles, 29 de septiembre, en el horario de 12:00-4:00 p.m., tiene programada la llegada del técnico. Para cambiar o cancelar, use el enlace de su correo o llame al (210) 555-0123. Responda STOP para no recibir estos mensajes.`,
    );
  });

  it("reads as a sentence in English, the arrival scheduled, not promised", () => {
    const text = visitReminderText({ ...sampleLead(), locale: "en" as const, visit }, facts);
    expect(text).toBe(
      `${facts.name}: reminder of your visit tomorrow, Wednesday, September 29. A technician is scheduled to arrive in the 12:00 - 4:00 PM window. To move or cancel it, use the link in your email or call (210) 555-0123. Reply STOP to end these texts.`,
    );
  });

  // A reply CANCEL stops the texts, as Twilio and the site treat it; the text says how to cancel the visit.
  it.each([
    ["en", "To move or cancel it, use the link in your email or call"],
    ["es", "Para cambiar o cancelar, use el enlace de su correo o llame al"],
  ] as const)("says how to cancel the visit (%s)", (locale, how) => {
    expect(visitReminderText({ ...sampleLead({ locale }), visit }, facts)).toContain(how);
  });
});
