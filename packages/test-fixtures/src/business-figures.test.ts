import { describe, expect, it } from "vitest";
import { canonical, missingFigures, showsFigure } from "./business-figures";

describe("matching the business figures in copy", () => {
  it("reads a range however the copy writes it", () => {
    for (const text of [
      "A visit costs $79-$150.",
      "A visit costs $79 to $150.",
      "A visit costs $79–150.",
      "Una visita cuesta de $79 a $150.",
      "Una visita cuesta entre $79 y $150.",
    ]) {
      expect(canonical(text), text).toContain("$79-$150");
      expect(missingFigures(text, ["$79-150", "$79", "$150"], "en"), text).toEqual([]);
    }
  });

  it("ignores thousands separators and reads percent ranges", () => {
    expect(showsFigure("between $2,500 and $8,000", "$2500-8000", "en")).toBe(true);
    expect(showsFigure("92% to 96% AFUE", "92-96%", "en")).toBe(true);
    expect(showsFigure("entre 40 y 50 % de humedad", "40-50%", "es")).toBe(true);
    expect(showsFigure("MERV del 1 al 16", "1-16", "es")).toBe(true);
  });

  it("matches whole numbers only", () => {
    expect(showsFigure("since 2022", "22", "en")).toBe(false);
    expect(showsFigure("a 220-volt line", "22", "en")).toBe(false);
    expect(showsFigure("costs $1990", "$199", "en")).toBe(false);
    expect(showsFigure("rated 4.75", "4.7", "en")).toBe(false);
    expect(showsFigure("110% sure", "10%", "en")).toBe(false);
    expect(showsFigure("a 22-point inspection", "22", "en")).toBe(true);
  });

  it("uses each language's wording of a figure", () => {
    const figure = { en: "24 hours", es: "24 horas" };
    expect(showsFigure("We reply within 24 hours.", figure, "en")).toBe(true);
    expect(showsFigure("We reply within 24 hours.", figure, "es")).toBe(false);
    expect(showsFigure("Le respondemos en menos de 24 horas.", figure, "es")).toBe(true);
  });

  it("names what is missing", () => {
    expect(missingFigures("A 22-point tune-up for $79.", ["22", "$79-150", "$199"], "en")).toEqual([
      "$79-150",
      "$199",
    ]);
  });
});
