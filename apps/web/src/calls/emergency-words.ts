/**
 * Whether a caller's text asks for help today, in either language: the
 * words a person writes for it ("emergency", "urgent", "emergencia",
 * "urgente", "urgencia", in any case and with or without accents). Such a
 * request pages the on-call phone, as the form's "Emergency: today" does.
 */
const emergencyWord = /\b(emergenc\w*|urgen\w*)\b/;

export const asksForEmergency = (text: string) =>
  emergencyWord.test(text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase());
