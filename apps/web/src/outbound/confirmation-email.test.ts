import { phoneNumber } from "@hvac/content";
import { sampleLead } from "@hvac/test-fixtures/sample-lead";
import { describe, expect, it } from "vitest";
import { confirmationEmail } from "@/outbound/confirmation-email";
import type { OfficeFacts } from "@/outbound/office-facts";

const facts = (promise: string): OfficeFacts => ({
  name: "Elmendorf HVAC",
  phone: phoneNumber("(210) 555-0123"),
  words: { callbackPromise: promise, responsePromise: promise } as OfficeFacts["words"],
});

describe("the visitor's confirmation", () => {
  it("carries none of a stranger's words: no name holding a domain, no service as typed", () => {
    const mail = confirmationEmail(
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
    const mail = confirmationEmail(
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
    const text = confirmationEmail(lead, facts("en menos de 24 horas"), link).text.replace(
      /[\u202f\u2009]/g,
      " ",
    );
    expect(text).toContain(
      `Para cambiar o cancelar su visita sin costo, hasta que empiece su horario de llegada: ${link}`,
    );
    expect(text).toContain(
      "Su visita quedó agendada para el lunes, 30 de noviembre. El técnico está programado para llegar entre 8:00 a.m. y 12:00 p.m.; si vamos con retraso, le llamamos.",
    );
    expect(text).toContain("Número de referencia de su solicitud: R-LEADBOOK");
    // Someone whose address was typed by mistake calls: the link is not theirs to cancel with.
    expect(text).toContain(
      "Si usted no agendó esta visita, puede que alguien haya escrito su correo por error: llámenos al (210) 555-0123",
    );
    expect(text).not.toMatch(/cancélela/);
    // The subject says it is booked, the day and the window.
    expect(
      confirmationEmail(lead, facts("en menos de 24 horas"), link).subject.replace(
        /[\u202f\u2009]/g,
        " ",
      ),
    ).toBe(
      "Visita agendada: lunes, 30 de noviembre, horario de llegada 8:00 a.m. – 12:00 p.m. (R-LEADBOOK)",
    );
    // The window as two instants in the visitor's calendar: 8 AM Central is 14:00 UTC in November.
    const [calendar] =
      confirmationEmail(lead, facts("en menos de 24 horas"), link).attachments ?? [];
    expect(calendar?.filename).toBe("visita.ics");
    expect(calendar?.content).toContain("DTSTART:20261130T140000Z");
    expect(calendar?.content).toContain("DTEND:20261130T180000Z");
    expect(calendar?.content).toContain("SUMMARY:Visita del técnico: Elmendorf HVAC");
    // Its times are the arrival window, not the visit's length; the event says so.
    const unfolded = calendar?.content.replace(/\r\n[ \t]/g, "").replace(/\\([,;\\])/g, "$1");
    expect(unfolded).toContain(
      "DESCRIPTION:Este es su horario de llegada, no lo que dura la visita: el técnico está programado para llegar dentro de este horario.",
    );
    expect(calendar?.content).not.toMatch(/Ana|Nguy|17812/);
  });

  it("keeps the office's hours in the calendar on the day the clocks spring forward", () => {
    const lead = {
      ...sampleLead({ id: "lead-dst", locale: "en" }),
      visit: { ...visit, window: "2027-03-14T09:00-13:00", status: "booked" as const },
    };
    const [calendar] =
      confirmationEmail(lead, facts("within 24 hours"), "https://x.test/v").attachments ?? [];
    // 9 AM Central daylight time is 14:00 UTC; the day before it was 15:00.
    expect(calendar?.content).toContain("DTSTART:20270314T140000Z");
  });

  it("says no time is booked, and why, when the visit holds no place: the office will call", () => {
    const wanted = (waiting: "taken" | "busy") => ({
      ...sampleLead({ id: "lead-wanted", locale: "en" }),
      visit: { ...visit, status: "wanted" as const, waiting },
    });
    const taken = confirmationEmail(wanted("taken"), facts("within 24 hours"));
    expect(taken.text.replace(/[\u202f\u2009]/g, " ")).toContain(
      "The time you picked, Monday, November 30, 8:00 AM – 12:00 PM, was taken just before you, so no time is booked yet. We'll call you within 24 hours to set one.",
    );
    expect(taken.subject).toBe("We received your request R-LEADWANT");
    expect(taken.attachments).toBeUndefined();
    const held = confirmationEmail(wanted("busy"), facts("within 24 hours"));
    expect(held.text).toContain(
      "It isn't booked yet: we'll call you within 24 hours to confirm the time.",
    );
    expect(held.text).not.toContain("cancel it");
  });

  it("greets only a first name that reads as one", () => {
    const greeting = (firstName: string) =>
      confirmationEmail(
        sampleLead({ id: "lead-g", locale: "en", firstName }),
        facts("soon"),
      ).text.split("\n")[0];
    expect(greeting("Mary Ann")).toBe("Hello Mary Ann,");
    expect(greeting("O'Brien")).toBe("Hello O'Brien,");
    for (const phishing of [
      "Your refund is approved. Reply with your card PIN",
      "Ｗｉｎ．ｅｖｉｌ．ｃｏｍ",
      "Call 2105559999",
    ]) {
      expect(greeting(phishing)).toBe("Hello,");
    }
  });
});
