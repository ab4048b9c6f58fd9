import { breadcrumb, type Locale, type PageRef, pageKey, pathFor } from "@hvac/routing";
import { translator } from "@/i18n/translate";

/**
 * Home > group > page, from the route table, with the names a visitor reads:
 * the dictionary's page names, and `label` for the current page (area pages
 * name their town). The structured data repeats exactly these steps.
 */
export function breadcrumbSteps(page: PageRef, locale: Locale, label: string) {
  const t = translator(locale);
  const trail = breadcrumb(page);
  return trail.map((step, index) => ({
    key: pageKey(step),
    name: index === trail.length - 1 || step.id === "area" ? label : t(`pageNames.${step.id}`),
    path: pathFor(step, locale),
  }));
}

/** The breadcrumb; the last step is the current page. */
export function Breadcrumb({
  page,
  locale,
  label,
}: {
  page: PageRef;
  locale: Locale;
  /** The short name of the current page (area pages name their town). */
  label: string;
}) {
  const steps = breadcrumbSteps(page, locale, label);
  return (
    <nav
      aria-label={translator(locale)("breadcrumb.label")}
      className="mx-auto max-w-7xl px-4 py-3 text-sm text-slate-600"
    >
      <ol className="flex flex-wrap items-center gap-1">
        {steps.map((step, index) => (
          <li key={step.key} className="flex items-center gap-1">
            {index > 0 && <span aria-hidden="true">/</span>}
            {index === steps.length - 1 ? (
              <span aria-current="page" className="font-medium text-slate-900">
                {step.name}
              </span>
            ) : (
              <a
                href={step.path}
                className="inline-flex min-h-6 items-center underline-offset-2 hover:underline"
              >
                {step.name}
              </a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
