"use client";

import type { Locale } from "@hvac/routing";

/** localStorage key of the visitor's chosen language. */
export const preferredLanguageKey = "preferred-language";

/**
 * English / Español: a plain link to the same page in the other language (it
 * works without JavaScript); the click also remembers the choice.
 */
export function LanguageLink({
  href,
  locale,
  label,
  description,
  className = "",
}: {
  href: string;
  /** The language the link leads to. */
  locale: Locale;
  label: string;
  description: string;
  className?: string;
}) {
  return (
    <a
      href={href}
      hrefLang={locale}
      lang={locale}
      title={description}
      aria-label={`${label}: ${description}`}
      className={className}
      onClick={() => {
        try {
          localStorage.setItem(preferredLanguageKey, locale);
        } catch {
          // Storage can be unavailable (private mode); the link still works.
        }
      }}
    >
      {label}
    </a>
  );
}
