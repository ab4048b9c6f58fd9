import { phoneNumber } from "@hvac/content";
import { sampleLead } from "@hvac/test-fixtures/sample-lead";
import { describe, expect, it } from "vitest";
import type { OfficeFacts } from "@/outbound/office-facts";
import { visitorEmail } from "@/outbound/visitor-email";

const facts = (promise: string): OfficeFacts => ({
  name: "Elmendorf HVAC",
  phone: phoneNumber("(210) 555-0123"),
  words: { callbackPromise: promise, responsePromise: promise } as OfficeFacts["words"],
});

describe("the visitor's confirmation", () => {
  it("carries none of a stranger's words: no name holding a domain, no service as typed", () => {
    const mail = visitorEmail(
      sampleLead({
        id: "lead-relay",
        locale: "en",
        firstName: "Win evil.example",
        service: "Prize at https://evil.example/claim",
      }),
      facts("within 24 hours"),
    );
    expect(`${mail.subject}\n${mail.text}`).not.toMatch(/evil|Prize|claim|Win/);
    expect(mail.text.split("\n").slice(0, 3)).toEqual([
      "Hello,",
      "",
      "Thank you for writing to Elmendorf HVAC. We received your service request.",
    ]);
  });

  it("greets a person by the first name they gave, in their language", () => {
    const mail = visitorEmail(
      sampleLead({ id: "lead-es", firstName: "María", urgency: "emergency" }),
      facts("en menos de 15 minutos"),
    );
    expect(mail.text).toContain("Hola, María:");
    expect(mail.text).toContain(
      "Gracias por escribir a Elmendorf HVAC. Recibimos su solicitud de servicio.",
    );
    expect(mail.text).not.toContain(sampleLead().service);
  });
});

describe("the confirmation of a visit booked online", () => {
  const visit = { window: "2026-11-30T08:00-12:00", service: "service:servicePage-acRepair" };

  it("gives the window in the visitor's language, and the reference", () => {
    const lead = {
      ...sampleLead({ id: "lead-booked" }),
      visit: { ...visit, status: "booked" as const },
    };
    const link = "https://example.com/es/agendar-visita/mi-visita?visit=lead-booked";
    const text = visitorEmail(lead, facts("en menos de 24 horas"), link).text.replace(
      /[\u202f\u2009]/g,
      " ",
    );
    expect(text).toContain(`Para cambiar o cancelar su visita: ${link}`);
    expect(text).toContain(
      "Un técnico llegará en el horario de 8:00 a.m. – 12:00 p.m. del lunes, 30 de noviembre. Su referencia: R-LEADBOOK.",
    );
    // The window as two instants in the visitor's calendar: 8 AM Central is 14:00 UTC in November.
    const [calendar] = visitorEmail(lead, facts("en menos de 24 horas")).attachments ?? [];
    expect(calendar?.filename).toBe("visita.ics");
    expect(calendar?.content).toContain("DTSTART:20261130T140000Z");
    expect(calendar?.content).toContain("DTEND:20261130T180000Z");
    expect(calendar?.content).toContain("SUMMARY:Visita del técnico: Elmendorf HVAC");
    expect(calendar?.content).not.toMatch(/Ana|Nguy|17812/);
  });

  it("keeps the office's hours in the calendar on the day the clocks spring forward", () => {
    const lead = {
      ...sampleLead({ id: "lead-dst", locale: "en" }),
      visit: { ...visit, window: "2027-03-14T09:00-13:00", status: "booked" as const },
    };
    const [calendar] = visitorEmail(lead, facts("within 24 hours")).attachments ?? [];
    // 9 AM Central daylight time is 14:00 UTC; the day before it was 15:00.
    expect(calendar?.content).toContain("DTSTART:20270314T140000Z");
  });

  it("says the office will call when someone took the window first", () => {
    const lead = {
      ...sampleLead({ id: "lead-wanted", locale: "en" }),
      visit: { ...visit, status: "wanted" as const },
    };
    const mail = visitorEmail(lead, facts("within 24 hours"));
    expect(mail.text).toContain(
      "We kept your request and will call you within 24 hours to set a time.",
    );
    expect(mail.attachments).toBeUndefined();
  });
});
