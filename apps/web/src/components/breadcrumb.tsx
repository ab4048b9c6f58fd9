import { breadcrumb, type Locale, type PageRef, pageKey, pathFor } from "@hvac/routing";
import { translator } from "@/i18n/translate";

/** Home > group > page, from the route table; the last step is the current page. */
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
  const t = translator(locale);
  const trail = breadcrumb(page);
  return (
    <nav
      aria-label={t("breadcrumb.label")}
      className="mx-auto max-w-7xl px-4 py-3 text-sm text-slate-600"
    >
      <ol className="flex flex-wrap items-center gap-1">
        {trail.map((step, index) => {
          const last = index === trail.length - 1;
          const name = last || step.id === "area" ? label : t(`pageNames.${step.id}`);
          return (
            <li key={pageKey(step)} className="flex items-center gap-1">
              {index > 0 && <span aria-hidden="true">/</span>}
              {last ? (
                <span aria-current="page" className="font-medium text-slate-900">
                  {name}
                </span>
              ) : (
                <a
                  href={pathFor(step, locale)}
                  className="inline-flex min-h-6 items-center underline-offset-2 hover:underline"
                >
                  {name}
                </a>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
