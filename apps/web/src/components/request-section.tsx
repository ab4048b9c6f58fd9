import { type Localized, pick } from "@hvac/content";
import type { Locale } from "@hvac/routing";

export interface FormCopy {
  title?: Localized<string>;
  description?: Localized<string>;
  submitLabel?: Localized<string>;
  successMessage?: Localized<string>;
}

/** The request form's band: its title and description from the page, then the form. */
export function RequestSection({
  copy,
  locale,
  children,
}: {
  copy: FormCopy | null | undefined;
  locale: Locale;
  children: React.ReactNode;
}) {
  if (!copy) return null;
  return (
    <section id="request" className="bg-brand-50 py-12 md:py-16">
      <div className="mx-auto max-w-3xl px-4">
        <h2 className="text-2xl font-bold text-brand-900 sm:text-3xl">
          {pick(copy.title, locale)}
        </h2>
        {copy.description && (
          <p className="mt-3 text-lg text-slate-700">{pick(copy.description, locale)}</p>
        )}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}
