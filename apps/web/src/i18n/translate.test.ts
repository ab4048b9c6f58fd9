import { describe, expect, it } from "vitest";
import { bookingWords } from "./booking-words";
import { dictionaries } from "./dictionary";
import { interfaceWords } from "./interface-words";
import { requestFormWords } from "./request-form-words";
import { textAndCallWords } from "./text-and-call-words";
import { type MessageKey, translator } from "./translate";
import { visitorEmailWords } from "./visitor-email-words";

function keys(node: unknown, prefix = ""): string[] {
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) =>
    typeof v === "string" ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`),
  );
}

describe("interface strings", () => {
  it("looks up a key in the visitor's language", () => {
    expect(translator("en")("notFound.title")).toBe("Oops! Page not found");
    expect(translator("es")("notFound.title")).toBe("¡Uy! Página no encontrada");
  });

  it("fills placeholders", () => {
    expect(translator("es")("areaTitle.acRepair", { city: "Floresville" })).toBe(
      "Reparación de aire acondicionado en Floresville, TX",
    );
  });

  it("shows the key itself when an entry is missing", () => {
    expect(translator("es")("acRepair.faq.q1" as MessageKey)).toBe("acRepair.faq.q1");
  });

  it("has the same keys in both languages, none empty", () => {
    expect(keys(dictionaries.es).sort()).toEqual(keys(dictionaries.en).sort());
    for (const locale of ["en", "es"] as const) {
      for (const key of keys(dictionaries[locale])) {
        expect(translator(locale)(key as MessageKey).trim(), key).not.toBe("");
      }
    }
  });

  it("takes each section from one file of words, and every file's sections", () => {
    const files = [
      interfaceWords,
      requestFormWords,
      bookingWords,
      visitorEmailWords,
      textAndCallWords,
    ];
    for (const locale of ["en", "es"] as const) {
      // A section in two files hides one of them; a file left out of the
      // dictionary, or of this list, fails here.
      const sections = files.flatMap((file) => Object.keys(file[locale]));
      expect(new Set(sections).size, locale).toBe(sections.length);
      expect([...sections].sort(), locale).toEqual(Object.keys(dictionaries[locale]).sort());
    }
  });
});
