import { phoneNumber } from "@hvac/content";
import { describe, expect, it } from "vitest";
import { bookingFormWords } from "@/booking/booking-form-words";
import { leadFormClientProps } from "@/components/lead-form";

/** The words the booking's request form shows, as its interactive part is given them. */
const shown = (locale: "en" | "es") => {
  const { title, description, submitLabel, successMessage } = leadFormClientProps({
    locale,
    page: { id: "booking" },
    variant: "request",
    words: bookingFormWords(locale),
    phone: phoneNumber("(210) 555-0100"),
    callbackPromise: "",
  });
  return { title, description, submitLabel, successMessage };
};

describe("the request form when it books a visit", () => {
  it("asks for the time and the details, and books, in English and Spanish; the booking's answer, not a message of its own, says what came of it", () => {
    expect(shown("en")).toEqual({
      title: "Your Time and Details",
      description: "Pick an arrival window, then tell us where to come and how to reach you.",
      submitLabel: "Book This Visit",
      successMessage: "",
    });
    expect(shown("es")).toEqual({
      title: "Su horario y sus datos",
      description:
        "Elija un horario de llegada y luego díganos la dirección de la visita y cómo comunicarnos con usted.",
      submitLabel: "Agendar esta visita",
      successMessage: "",
    });
  });
});
