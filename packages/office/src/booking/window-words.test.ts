import { describe, expect, it } from "vitest";
import { windowWords } from "./window-words";

/** The words with plain spaces (the calendar writes narrow and thin ones around the times). */
const plain = (key: string, locale: "en" | "es") => {
  const words = windowWords(key, locale);
  return words && { day: words.day, time: words.time.replace(/\s/g, " ") };
};

describe("an arrival window in the visitor's words", () => {
  it("names its day and its span in English and in Spanish, on the office's clock", () => {
    expect(plain("2026-11-30T08:00-12:00", "en")).toEqual({
      day: "Monday, November 30",
      time: "8:00 AM – 12:00 PM",
    });
    const spanish = plain("2026-11-30T08:00-12:00", "es");
    expect(spanish?.day).toBe("lunes, 30 de noviembre");
    expect(spanish?.time).toBe("8:00 a.m. – 12:00 p.m.");
  });

  it("keeps the office's hours on the days the clocks change", () => {
    expect(plain("2027-03-14T09:00-13:00", "en")?.time).toBe("9:00 AM – 1:00 PM");
    expect(plain("2027-11-07T09:00-13:00", "es")?.time).toBe("9:00 a.m. – 1:00 p.m.");
  });

  it("says nothing of a key that names no window", () => {
    expect(windowWords("2026-02-30T08:00-12:00", "en")).toBeUndefined();
  });
});
