import type { Locale } from "@hvac/routing";

/** A translatable field as stored: both languages side by side. */
export type Localized<T> = { en?: T | null; es?: T | null } | null | undefined;

/**
 * The visitor's language of a field. Documents cannot be published with a
 * language missing, so the English fallback only covers a draft in progress.
 */
export function pick<T>(field: Localized<T>, locale: Locale): T | undefined {
  return field?.[locale] ?? field?.en ?? undefined;
}
