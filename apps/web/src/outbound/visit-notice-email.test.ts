import { phoneNumber } from "@hvac/content";
import { sampleLead } from "@hvac/test-fixtures/sample-lead";
import { describe, expect, it } from "vitest";
import type { OfficeFacts } from "@/outbound/office-facts";
import { visitNoticeEmail } from "@/outbound/visit-notice-email";

const facts: OfficeFacts = {
  name: "Elmendorf HVAC",
  phone: phoneNumber("(210) 555-0123"),
  words: {} as OfficeFacts["words"],
};
const link = "https://example.com/es/agendar-visita/mi-visita?visit=lead-n";
const visit = { window: "2026-12-03T12:00-16:00", service: "service:servicePage-acRepair" };
const lead = sampleLead({ id: "lead-notice", firstName: "Ana" });

describe("the visitor's notice of the office's change", () => {
  it("gives a moved visit's new window, its calendar file and the link, in Spanish", () => {
    const mail = visitNoticeEmail({ ...lead, visit: { ...visit, status: "moved" } }, facts, link);
    expect(mail.subject).toBe("Su visita tiene un nuevo horario (R-LEADNOTI)");
    expect(mail.text.replace(/[\u202f\u2009]/g, " ")).toContain(
      "Elmendorf HVAC cambió el horario de su visita: un técnico llegará en el horario de 12:00–4:00 p.m. del jueves, 3 de diciembre.",
    );
    expect(mail.text).toContain(link);
    expect(mail.attachments?.[0]?.content).toContain("DTSTART:20261203T180000Z");
  });

  it("says a cancelled visit is cancelled, with the phone and the booking page, and no calendar file", () => {
    const mail = visitNoticeEmail(
      { ...lead, visit: { ...visit, status: "cancelled" } },
      facts,
      link,
    );
    expect(mail.subject).toBe("Su visita fue cancelada (R-LEADNOTI)");
    expect(mail.text).toContain(
      "fue cancelada. Para acordar otro horario, llámenos al (210) 555-0123",
    );
    expect(mail.text).toContain("/es/agendar-visita");
    expect(mail.text).not.toContain(link);
    expect(mail.attachments).toBeUndefined();
    expect(mail.text).not.toMatch(/Nguy|17812/);
  });
});
