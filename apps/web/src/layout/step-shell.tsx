import { type FormResult, formResultPaths, type Locale } from "@hvac/routing";
import type { Metadata } from "next";
import { siteContent } from "@/content/site-content";
import { PageShell } from "@/layout/page-shell";

/** A page's query, as Next gives it to a page of the app's file routes. */
export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * A page of no route in the table (a form's result, a booking's step, Manage
 * my visit), drawn in the site's frame like every other page: header, menus,
 * language switch (to the same step in the other language, its query kept),
 * footer.
 */
export async function StepShell({
  locale,
  step,
  searchParams,
  children,
}: {
  locale: Locale;
  step: FormResult;
  searchParams: SearchParams;
  children: React.ReactNode;
}) {
  const site = await siteContent(locale);
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(await searchParams)) {
    for (const one of Array.isArray(value) ? value : [value]) {
      if (one !== undefined) query.append(name, one);
    }
  }
  const other: Locale = locale === "en" ? "es" : "en";
  const path = formResultPaths[step][other];
  return (
    <PageShell
      locale={locale}
      page={null}
      site={site}
      otherLanguage={query.size > 0 ? `${path}?${query}` : path}
    >
      {children}
    </PageShell>
  );
}

/** Such a page's head: what it shows, then the business's name; never indexed. */
export async function stepMetadata(locale: Locale, title: string): Promise<Metadata> {
  const { facts } = await siteContent(locale);
  return {
    title: facts.name ? `${title} | ${facts.name}` : title,
    robots: { index: false, follow: false },
  };
}
