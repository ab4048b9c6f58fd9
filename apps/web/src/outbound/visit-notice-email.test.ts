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

const plain = (text: string) => text.replace(/[\u202f\u2009]/g, " ");

describe("the visitor's notice of a change to their visit", () => {
  it("gives a moved visit's new window, its calendar file (the same event, a newer version) and the link, in Spanish", () => {
    const moved = { ...visit, status: "moved" as const, sequence: 2, changedBy: "office" as const };
    const mail = visitNoticeEmail({ ...lead, visit: moved }, facts, link, "oficina@example.com");
    expect(plain(mail.subject)).toBe(
      "Nuevo horario de su visita: jueves, 3 de diciembre, llegada 12:00–4:00 p.m. (R-LEADNOTI)",
    );
    expect(plain(mail.text)).toContain(
      "Elmendorf HVAC cambió su visita al jueves, 3 de diciembre. El técnico está programado para llegar entre 12:00 p.m. y 4:00 p.m.; si vamos con retraso, le llamamos.",
    );
    expect(mail.text).toContain(link);
    const calendar = mail.attachments?.[0];
    expect(calendar?.contentType).toBe("text/calendar; charset=utf-8; method=PUBLISH");
    expect(calendar?.content).toContain("DTSTART:20261203T180000Z");
    expect(calendar?.content).toContain("UID:lead-notice@visit");
    expect(calendar?.content).toContain("SEQUENCE:2");
    expect(calendar?.content).toContain("METHOD:PUBLISH");
  });

  it("says the visitor's own move as theirs", () => {
    const moved = {
      ...visit,
      status: "moved" as const,
      sequence: 1,
      changedBy: "visitor" as const,
    };
    const mail = visitNoticeEmail({ ...lead, locale: "en", visit: moved }, facts, link);
    expect(plain(mail.text)).toContain(
      "You moved your visit to Thursday, December 3. A technician is scheduled to arrive between 12:00 PM and 4:00 PM, and your earlier time is free again.",
    );
    expect(mail.text).toContain("If you did not make this change, call us at (210) 555-0123.");
  });

  it("says a cancelled visit is cancelled, with the phone, the booking page and the file that takes it off the calendar", () => {
    const cancelled = {
      ...visit,
      status: "cancelled" as const,
      sequence: 1,
      changedBy: "visitor" as const,
    };
    const mail = visitNoticeEmail({ ...lead, visit: cancelled }, facts, link);
    expect(mail.subject).toBe("Su visita fue cancelada (R-LEADNOTI)");
    expect(plain(mail.text)).toContain(
      "Canceló su visita del jueves, 3 de diciembre (12:00–4:00 p.m.), sin costo; ya no le mandaremos un técnico. Para agendar otra, llámenos al (210) 555-0123",
    );
    expect(mail.text).toContain("/es/agendar-visita");
    expect(mail.text).not.toContain(link);
    const calendar = mail.attachments?.[0];
    expect(calendar?.contentType).toBe("text/calendar; charset=utf-8; method=CANCEL");
    expect(calendar?.content).toContain("METHOD:CANCEL");
    expect(calendar?.content).toContain("STATUS:CANCELLED");
    expect(calendar?.content).toContain("SEQUENCE:1");
    expect(calendar?.content).toContain("UID:lead-notice@visit");
    expect(mail.text).not.toMatch(/Nguy|17812/);
  });
});
