import { describe, expect, it } from "vitest";
import { textBackText } from "@/calls/text-back-text";
import { segments } from "@/outbound/text-message";
import { encoding } from "../../tests/support/text-encoding";

const business = "Elmendorf Heating & Air Conditioning";
// A long public address: the booking page's link at its longest a deployment makes likely.
const link = "https://www.elmendorf-heating-and-air-conditioning.com/es/agendar-visita";

describe("the text back to a missed call", () => {
  it.each(["en", "es"] as const)(
    "in %s: GSM-7 in two segments at most, with the booking link, reply and STOP",
    (language) => {
      const text = textBackText(language, business, link);
      expect(encoding(text)).toBe("GSM-7");
      expect(segments(text)).toBeLessThanOrEqual(2);
      expect(text).toContain(link);
      expect(text).toContain(business);
      expect(text).toContain("STOP");
    },
  );

  it("reads naturally in Spanish, ñ and é kept, the rest in plain letters", () => {
    expect(textBackText("es", business, link)).toBe(
      `${business}: lamentamos no haber contestado su llamada. Responda aqui con lo que necesita y nos comunicamos con usted. Responda STOP para no recibir mas mensajes. O agende una visita: ${link}`,
    );
  });

  it("leaves the link out, never the rest, when it would pass two segments; none when booking is off", () => {
    const long = `https://${"a".repeat(120)}.example.com/book-online`;
    const text = textBackText("en", business, long);
    expect(segments(text)).toBeLessThanOrEqual(2);
    expect(text).not.toContain(long);
    expect(text).toBe(textBackText("en", business));
    expect(text).toBe(
      `${business}: sorry we missed your call. Reply here with what you need and we'll get back to you. Reply STOP to end texts.`,
    );
  });
});
