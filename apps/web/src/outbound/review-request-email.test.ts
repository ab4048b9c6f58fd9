import { phoneNumber } from "@hvac/content";
import { sampleLead } from "@hvac/test-fixtures/sample-lead";
import { describe, expect, it } from "vitest";
import type { OfficeFacts } from "@/outbound/office-facts";
import { reviewRequestEmail } from "@/outbound/review-request-email";

const facts: OfficeFacts = {
  name: "Elmendorf HVAC",
  phone: phoneNumber("(210) 555-0123"),
  words: {} as OfficeFacts["words"],
};
const link = "https://g.page/r/example/review";

describe("the review request", () => {
  it("asks in the customer's language, with the business's review link, and nothing they typed", () => {
    const mail = reviewRequestEmail(sampleLead({ firstName: "Ana" }), facts, link);
    expect(mail.subject).toBe("¿Cómo le fue con Elmendorf HVAC?");
    expect(mail.text).toContain("Hola, Ana:");
    expect(mail.text).toContain(
      `Si tiene un minuto, ¿nos deja una reseña en Google? A sus vecinos les sirve saber cómo le fue:\n${link}`,
    );
    expect(mail.text).not.toMatch(/Nguy|17812/);
  });

  it("asks every customer in the same words", () => {
    const one = reviewRequestEmail(sampleLead({ locale: "en", firstName: "A" }), facts, link);
    const other = reviewRequestEmail(
      sampleLead({ locale: "en", firstName: "A", message: "Terrible!" }),
      facts,
      link,
    );
    expect(other).toEqual(one);
  });
});
