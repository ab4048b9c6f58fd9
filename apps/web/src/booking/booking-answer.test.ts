import type { StepState } from "@hvac/office/lead-record";
import type { Visit } from "@hvac/office/visit";
import { windowWords } from "@hvac/office/window-words";
import { describe, expect, it } from "vitest";
import { bookingAnswer, confirmationState } from "@/booking/booking-answer";

/**
 * What a visitor is told of a booking (the booking page's answer in place,
 * the request-received page without JavaScript), for each way it can end,
 * in English and in Spanish.
 */
const window = "2026-11-30T08:00-12:00";
const service = "service:servicePage-acRepair";
const booked = {
  id: "lead.3f2a9c1e-7b4d-4e8f-9a0b-1c2d3e4f5a6b",
  address: "17812 I-37",
  city: "Elmendorf",
  state: "TX",
  zip: "78112",
  email: "ana@example.com",
};
const link = { visit: booked.id, until: "1796169600", sig: "c2lnbmF0dXJl" };
const query = `visit=${encodeURIComponent(booked.id)}&until=1796169600&sig=c2lnbmF0dXJl`;
/** The business facts in each language (the starter's). */
const facts = {
  en: { responsePromise: "within 24 hours", phone: "(210) 555-0100" },
  es: { responsePromise: "en menos de 24 horas", phone: "(210) 555-0100" },
};

const visitOf = (patch: Partial<Visit> = {}): Visit => ({
  window,
  service,
  status: "booked",
  ...patch,
});
const answer = (
  visit: Visit,
  about: Partial<Parameters<typeof bookingAnswer>[1]> & { locale: "en" | "es" },
) =>
  bookingAnswer(
    { ...booked, visit },
    { confirmation: undefined, ...facts[about.locale], ...about },
  );
/** The span as the office's calendar words write it (window-words.test.ts). */
const span = (locale: "en" | "es") => windowWords(window, locale)?.time ?? "";

describe("the answer to a visit booked", () => {
  it("says it is booked, when and where, its reference, the email sent, and links to the calendar file and to manage it", () => {
    expect(answer(visitOf(), { locale: "en", link, confirmation: "sent" })).toEqual({
      kind: "booked",
      window,
      title: "Your Visit Is Booked",
      text: "Your visit is booked for Monday, November 30. A technician is scheduled to arrive between 8:00 AM and 12:00 PM; if we're running late, we'll call you.",
      details: [
        { label: "Arrival window", value: `Monday, November 30, ${span("en")}` },
        { label: "Address", value: "17812 I-37, Elmendorf, TX 78112" },
        { label: "Reference", value: "R-3F2A9C1E" },
        { label: "Confirmation email", value: "Sent to ana@example.com" },
      ],
      links: [
        { href: `/api/visit/calendar?${query}&locale=en`, label: "Add to My Calendar" },
        { href: `/book-online/my-visit?${query}`, label: "Move or Cancel My Visit" },
      ],
    });
  });

  it("in Spanish, with the email on its way, links to the Spanish pages", () => {
    expect(answer(visitOf(), { locale: "es", link, confirmation: "coming" })).toEqual({
      kind: "booked",
      window,
      title: "Su visita está agendada",
      text: "Su visita quedó agendada para el lunes, 30 de noviembre. El técnico está programado para llegar entre 8:00 a.m. y 12:00 p.m.; si vamos con retraso, le llamamos.",
      details: [
        { label: "Horario de llegada", value: `lunes, 30 de noviembre, ${span("es")}` },
        { label: "Dirección", value: "17812 I-37, Elmendorf, TX 78112" },
        { label: "Referencia", value: "R-3F2A9C1E" },
        { label: "Correo de confirmación", value: "En camino a ana@example.com" },
      ],
      links: [
        { href: `/api/visit/calendar?${query}&locale=es`, label: "Agregar a mi calendario" },
        { href: `/es/agendar-visita/mi-visita?${query}`, label: "Cambiar o cancelar mi visita" },
      ],
    });
  });

  it("without a confirmation email, tells the visitor to keep the page, the only place the manage link is", () => {
    const english = answer(visitOf({ status: "moved" }), { locale: "en", link, linkBack: true });
    expect(english.text).toBe(
      "Your visit is booked for Monday, November 30. A technician is scheduled to arrive between 8:00 AM and 12:00 PM; if we're running late, we'll call you. Keep this page's address: with it you can move or cancel your visit, at no charge, until its arrival window starts.",
    );
    // No email to speak of; the manage link still there, and no other time offered.
    expect(english.details.map((detail) => detail.label)).toEqual([
      "Arrival window",
      "Address",
      "Reference",
    ]);
    expect(english.links.map((one) => one.label)).toEqual([
      "Add to My Calendar",
      "Move or Cancel My Visit",
    ]);
    expect(answer(visitOf(), { locale: "es", link }).text).toMatch(
      /si vamos con retraso, le llamamos\. Guarde la dirección de esta página: con ella puede cambiar o cancelar su visita/,
    );
  });

  it("without the manage link's fields, links to nothing rather than to a link that cannot work", () => {
    const told = answer(visitOf(), { locale: "en", confirmation: "sent", linkBack: true });
    expect(told.kind).toBe("booked");
    expect(told.links).toEqual([]);
  });
});

describe("the answer to a visit that holds no place", () => {
  it("taken: the last place went to someone else; pick another time of the same service, or we call", () => {
    const taken = answer(visitOf({ status: "wanted", waiting: "taken" }), {
      locale: "en",
      confirmation: "coming",
      linkBack: true,
    });
    expect(taken).toEqual({
      kind: "taken",
      window,
      title: "That Time Was Just Taken",
      text: `Someone booked the last opening for Monday, November 30, ${span("en")}, just before you. Pick another time and book again. If you don't, we'll call you within 24 hours to set one.`,
      // No window, address or email to confirm: the reference alone.
      details: [{ label: "Reference", value: "R-3F2A9C1E" }],
      links: [
        {
          href: "/book-online/times?service=servicePage-acRepair&zip=78112",
          label: "Pick Another Time",
        },
      ],
    });
  });

  it("a visit kept without its reason is told it was taken", () => {
    expect(answer(visitOf({ status: "wanted" }), { locale: "en" })).toMatchObject({
      kind: "taken",
      title: "That Time Was Just Taken",
    });
  });

  it("closed, in Spanish: the time cannot be booked online any more; the Spanish times page to pick another", () => {
    const closed = answer(visitOf({ status: "wanted", waiting: "closed" }), {
      locale: "es",
      linkBack: true,
    });
    expect(closed).toEqual({
      kind: "closed",
      window,
      title: "Ese horario ya no está disponible",
      text: `El lunes, 30 de noviembre, ${span("es")}, ya no se puede agendar en línea. Elija otro horario y vuelva a agendar. Si no lo hace, le llamaremos en menos de 24 horas para acordar uno.`,
      details: [{ label: "Referencia", value: "R-3F2A9C1E" }],
      links: [
        {
          href: "/es/agendar-visita/horarios?service=servicePage-acRepair&zip=78112",
          label: "Elegir otro horario",
        },
      ],
    });
  });

  it("offers another time only on a page of its own, and only for a service page", () => {
    const wanted = visitOf({ status: "wanted", waiting: "closed" });
    // With JavaScript the booking page's own picker is still there.
    expect(answer(wanted, { locale: "en" }).links).toEqual([]);
    // A service the route table no longer reads as a service page: nowhere to send the visitor.
    for (const other of ["contact", "area:serviceArea-elmendorf", "service"]) {
      expect(answer({ ...wanted, service: other }, { locale: "en", linkBack: true }).links).toEqual(
        [],
      );
    }
  });

  it("outside the towns: no time booked, the request received, we call; nothing to pick", () => {
    const outside = visitOf({ status: "wanted", waiting: "outside" });
    expect(answer(outside, { locale: "en", linkBack: true, link })).toEqual({
      kind: "outside",
      window,
      title: "Request Received",
      text: "ZIP code 78112 is outside the towns where we book visits online, so no time is booked. We received your request and will call you within 24 hours to talk it over. If you need us sooner, call (210) 555-0100.",
      details: [{ label: "Reference", value: "R-3F2A9C1E" }],
      links: [],
    });
    expect(answer(outside, { locale: "es" })).toMatchObject({
      title: "Recibimos su solicitud",
      text: expect.stringMatching(
        /^El código postal 78112 está fuera de las comunidades donde agendamos visitas en línea.*llame al \(210\) 555-0100\.$/,
      ),
    });
  });

  it("waiting for the office (paused, busy, a quota, a suspicion): the request received, we call to confirm", () => {
    for (const waiting of ["paused", "busy", "address", "phone", "email", "suspected"] as const) {
      const held = answer(visitOf({ status: "wanted", waiting }), {
        locale: "en",
        linkBack: true,
        confirmation: "sent",
      });
      expect(held).toEqual({
        kind: "confirm",
        window,
        title: "Request Received",
        text: `We received your request for Monday, November 30, ${span("en")}, but it isn't booked yet: we'll call you within 24 hours to confirm the time. If you need us sooner, call (210) 555-0100.`,
        details: [{ label: "Reference", value: "R-3F2A9C1E" }],
        links: [],
      });
    }
    expect(answer(visitOf({ status: "wanted", waiting: "busy" }), { locale: "es" }).text).toBe(
      `Recibimos su solicitud para el lunes, 30 de noviembre, ${span("es")}, pero todavía no está agendada: le llamaremos en menos de 24 horas para confirmar el horario. Si nos necesita antes, llame al (210) 555-0100.`,
    );
  });

  it("names a window the calendar cannot read as it was kept, never 'undefined'", () => {
    const odd = answer(visitOf({ window: "2026-02-30T08:00-12:00", status: "wanted" }), {
      locale: "en",
    });
    expect(odd.text).toMatch(/^Someone booked the last opening for 2026-02-30T08:00-12:00, /);
    expect(odd.text).not.toMatch(/undefined/);
  });
});

describe("what the request tells of its confirmation email", () => {
  const step = (name: StepState["step"], status: StepState["status"]): StepState => ({
    step: name,
    status,
    attempts: 0,
    dueAt: "2026-11-30T12:00:00.000Z",
    error: null,
    doneAt: null,
    pages: [],
    round: 0,
  });

  it("sent once the visitor's email went; on its way while it is still to go", () => {
    expect(confirmationState([step("officeEmail", "pending"), step("visitorEmail", "sent")])).toBe(
      "sent",
    );
    for (const status of ["pending", "sending", "failed", "held"] as const) {
      expect(confirmationState([step("officeEmail", "sent"), step("visitorEmail", status)])).toBe(
        "coming",
      );
    }
  });

  it("none to expect when the visitor's email was given up or skipped, or never planned", () => {
    expect(confirmationState([step("visitorEmail", "gaveUp")])).toBeUndefined();
    expect(confirmationState([step("visitorEmail", "skipped")])).toBeUndefined();
    // Another step's state says nothing of the visitor's email.
    expect(
      confirmationState([step("officeEmail", "sent"), step("crm", "pending")]),
    ).toBeUndefined();
    expect(confirmationState([])).toBeUndefined();
  });
});
