import type { Locale } from "@hvac/routing";
import type { FormWords } from "@/components/lead-form";
import { translator } from "@/i18n/translate";

/** The words around the request form when it books a visit, in the visitor's language. */
export function bookingFormWords(locale: Locale): FormWords {
  const t = translator(locale);
  return {
    _type: "leadFormCopy",
    title: t("booking.formTitle"),
    description: t("booking.formText"),
    submitLabel: t("booking.bookButton"),
    successMessage: "",
  };
}
