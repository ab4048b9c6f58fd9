import { phoneNumber } from "@hvac/content";
import { sampleLead } from "@hvac/test-fixtures/sample-lead";
import { describe, expect, it } from "vitest";
import type { OfficeFacts } from "@/outbound/office-facts";
import { visitReminderEmail } from "@/outbound/visit-reminder-email";

const facts: OfficeFacts = {
  name: "Elmendorf HVAC",
  phone: phoneNumber("(210) 555-0123"),
  words: {} as OfficeFacts["words"],
};

describe("the reminder email", () => {
  it("gives tomorrow's window in the visitor's language, the link to change it and the phone, and nothing else they typed", () => {
    const link = "https://example.com/es/agendar-visita/mi-visita?visit=lead-r";
    const mail = visitReminderEmail(
      {
        ...sampleLead({ id: "lead-reminder", firstName: "Ana" }),
        visit: {
          window: "2026-12-02T08:00-12:00",
          service: "service:servicePage-acRepair",
          status: "booked",
        },
      },
      facts,
      link,
    );
    const text = mail.text.replace(/[\u202f\u2009]/g, " ");
    expect(mail.subject).toBe("Recordatorio: su visita es mañana (R-LEADREMI)");
    expect(text).toContain("Hola, Ana:");
    expect(text).toContain(
      "Le recordamos de parte de Elmendorf HVAC que su visita es mañana, miércoles, 2 de diciembre. El técnico está programado para llegar entre 8:00 a.m. y 12:00 p.m.",
    );
    expect(text).toContain(
      `Para cambiar o cancelar su visita sin costo, hasta que empiece su horario de llegada: ${link}`,
    );
    expect(text).toContain("(210) 555-0123");
    expect(text).not.toMatch(/Nguy|17812|ana@example/);
  });
});
