import type { Dictionary } from "@/i18n/dictionary";
import type { Translate } from "@/i18n/translate";
import { type LeadField, leadFields, messageMaxLength } from "@/leads/lead-fields";
import type { FieldErrors, LeadErrorCode } from "@/leads/lead-schema";

/** The words a visitor reads for a refused answer, in their language. */
export function fieldErrorMessage(t: Translate, field: LeadField, code: LeadErrorCode): string {
  if (code === "required") return t("leadForm.errors.required");
  if (code === "invisible") return t("leadForm.errors.invisible");
  if (code === "tooLong") {
    const max = field === "message" ? messageMaxLength : leadFields[field].maxLength;
    return t("leadForm.errors.tooLong", { max });
  }
  return t(`leadForm.errors.format.${field}`);
}

/**
 * The same words from the form's own table (the client has that table, not
 * the translator): what the browser's checks say before anything is sent, in
 * the page's language rather than the browser's.
 */
export function fieldMessage(
  words: Dictionary["leadForm"],
  field: LeadField,
  code: LeadErrorCode,
): string {
  if (code === "required") return words.errors.required;
  if (code === "invisible") return words.errors.invisible;
  if (code === "tooLong") {
    const max = field === "message" ? messageMaxLength : leadFields[field].maxLength;
    return words.errors.tooLong.replace("{max}", String(max));
  }
  return words.errors.format[field];
}

export function fieldErrorMessages(t: Translate, errors: FieldErrors) {
  return Object.fromEntries(
    Object.entries(errors).map(([field, code]) => [
      field,
      fieldErrorMessage(t, field as LeadField, code),
    ]),
  ) as Partial<Record<LeadField, string>>;
}
