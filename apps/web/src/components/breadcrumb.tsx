import type { BreadcrumbStep } from "@hvac/routing";

/** The breadcrumb; the last step is the current page. */
export function Breadcrumb({ steps, label }: { steps: BreadcrumbStep[]; label: string }) {
  return (
    <nav aria-label={label} className="mx-auto max-w-7xl px-4 py-3 text-sm text-slate-600">
      {/* The slash between steps is drawn by the list (globals.css), and not read. */}
      <ol className="crumbs flex flex-wrap items-center gap-1">
        {steps.map((step, index) => (
          // The current page, the last step, is the step itself.
          <li
            key={step.key}
            {...(index === steps.length - 1
              ? {
                  "aria-current": "page" as const,
                  className: "flex items-center gap-1 font-medium text-slate-900",
                }
              : { className: "flex items-center gap-1" })}
          >
            {index === steps.length - 1 ? (
              step.name
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
