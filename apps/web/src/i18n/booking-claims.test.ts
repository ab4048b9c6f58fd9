import { unkeptBookingClaims } from "@hvac/test-fixtures/booking-claims";
import { describe, expect, it } from "vitest";
import { dictionaries } from "./dictionary";

/** Every string of a dictionary table, with its dotted key. */
function strings(table: unknown, prefix = ""): Array<[string, string]> {
  if (typeof table === "string") return [[prefix, table]];
  return Object.entries(table as Record<string, unknown>).flatMap(([key, value]) =>
    strings(value, prefix ? `${prefix}.${key}` : key),
  );
}

describe("the site's own words claim only what the booking keeps", () => {
  it.each(["en", "es"] as const)("every interface string and message (%s)", (locale) => {
    const claims = strings(dictionaries[locale]).flatMap(([key, text]) =>
      unkeptBookingClaims(text, locale).map((claim) => `${key}: ${claim}`),
    );
    expect(claims).toEqual([]);
  });

  it.each([
    ["en", /\bone reminder text\b/i, /\bmessage and data rates may apply\b/i],
    ["es", /\bun mensaje de texto\b/i, /\bcargos por mensajes y datos\b/i],
  ] as const)(
    "the text opt-in says how often, the rates, STOP and HELP (%s)",
    (locale, often, rates) => {
      const hint = dictionaries[locale].leadForm.textMeHint;
      expect(hint).toMatch(often);
      expect(hint).toMatch(rates);
      expect(hint).toMatch(/\bSTOP\b/);
      expect(hint).toMatch(/\bHELP\b/);
    },
  );

  it.each([
    ["en", /\barrival window, not the length of the visit\b/],
    ["es", /\bhorario de llegada, no lo que dura la visita\b/],
  ] as const)("the calendar file says its times are the arrival window (%s)", (locale, window) => {
    expect(dictionaries[locale].booking.calendarText).toMatch(window);
  });

  it.each([
    ["en", /\bmove or cancel\b/i, /\bscheduled to arrive\b/],
    ["es", /\bcambiar o cancelar\b/i, /\bprogramada la llegada\b/],
  ] as const)(
    "the reminder text says how to cancel, since a reply does not (%s)",
    (locale, cancel, scheduled) => {
      // A reply CANCEL stops the texts (Twilio's and the site's stop words); it cancels no visit.
      expect(dictionaries[locale].visitReminderText.text).toMatch(cancel);
      expect(dictionaries[locale].visitReminderText.text).toMatch(scheduled);
    },
  );
});

describe("the checks themselves", () => {
  it("refuse each wording the review found, in both languages", () => {
    const old: Array<["en" | "es", string]> = [
      ["en", "This is a reminder: a technician will arrive tomorrow, {day}, in the {time} window."],
      ["en", "The technician arrives within this window."],
      ["en", "The technician plans to arrive between {start} and {end}."],
      ["en", "{business}: reminder, a technician arrives tomorrow, {day}, between {time}."],
      ["en", "Arrival window: when the technician arrives"],
      ["es", "El técnico llega dentro de este horario."],
      ["es", "le recordamos que un técnico llega mañana en el horario de {time}."],
      ["es", "El técnico planea llegar entre {start} y {end}."],
      ["es", "Le recordamos que mañana llega un técnico en el horario de {time} del {day}."],
      ["es", "Horario de llegada: cuándo llega el técnico"],
      ["en", "Pick an arrival window with a technician free. No phone call needed."],
      ["es", "Escoja un horario con un técnico disponible. No hace falta llamar."],
      ["en", "Don't wait for a window: call us now, any hour."],
      ["es", "No espere un horario: llámenos ahora, a cualquier hora."],
      ["en", "Please give us at least 24 hours' notice to cancel or move an appointment."],
      ["en", "Late cancellations may incur a fee. We will tell you the amount when you book."],
      ["es", "Avísenos con al menos 24 horas de anticipación para cancelar o cambiar una cita."],
      ["es", "Le diremos la cantidad cuando haga la cita."],
      ["en", "You know the price when you book."],
      ["es", "Sabe el precio desde que hace la cita."],
      ["es", "Le confirmamos el precio al hacer la cita."],
      ["en", "When a heat wave hits and everyone is calling, you are seen first."],
      ["es", "Cuando llega una ola de calor, a usted lo atendemos primero."],
      ["es", "Cuando entra un norte y todos llaman a la vez, usted va primero."],
      ["en", "If you did not book this visit, cancel it with the link above or call us."],
      ["es", "Si usted no agendó esta visita, cancélela con el enlace de arriba."],
    ];
    expect(old.filter(([locale, text]) => unkeptBookingClaims(text, locale).length === 0)).toEqual(
      [],
    );
  });

  it("pass what the booking keeps", () => {
    const kept: Array<["en" | "es", string]> = [
      ["en", "A technician is scheduled to arrive between 8:00 AM and 12:00 PM."],
      ["en", "A technician typically arrives in 2 to 4 hours."],
      ["es", "El técnico está programado para llegar entre las 8:00 y las 12:00."],
      ["es", "Un técnico normalmente llega en un plazo de 2 a 4 horas."],
      ["es", "Mejor hora para llamarle: A cualquier hora"],
      [
        "en",
        "Visits set up by phone: please give us at least 24 hours' notice to cancel or move them.",
      ],
      ["es", "Visitas acordadas por teléfono: avísenos con al menos 24 horas de anticipación."],
      ["en", "Plan members get priority scheduling when they call us."],
    ];
    expect(kept.flatMap(([locale, text]) => unkeptBookingClaims(text, locale))).toEqual([]);
  });
});
