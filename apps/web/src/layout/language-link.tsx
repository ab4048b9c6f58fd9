import type { Locale } from "@hvac/routing";

/**
 * English / Español: a plain link to the same page in the other language; the
 * page it opens remembers the language (RememberedLanguage).
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
    >
      {label}
    </a>
  );
}
