import { allPages, type Locale, type PageRef, resolve } from "@hvac/routing";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Breadcrumb } from "@/components/breadcrumb";
import { translator } from "@/i18n/translate";

/** The catch-all segments of every page of one language, for static generation. */
export function routeParams(locale: Locale): Array<{ path: string[] }> {
  return allPages()
    .filter((page) => page.locale === locale)
    .map(({ path }) => ({
      path: path
        .split("/")
        .filter(Boolean)
        .slice(locale === "es" ? 1 : 0),
    }));
}

function resolveSegments(locale: Locale, segments: string[] = []) {
  const rest = segments.map(decodeURIComponent).join("/");
  const path = locale === "es" ? (rest ? `/es/${rest}` : "/es") : `/${rest}`;
  const resolution = resolve(path);
  if (resolution.kind !== "page" || resolution.locale !== locale) notFound();
  return resolution.page;
}

function pageName(page: PageRef, locale: Locale): string {
  if (page.id !== "area") return translator(locale)(`pageNames.${page.id}`);
  return page.slug
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

export function routeMetadata(locale: Locale, segments?: string[]): Metadata {
  const page = resolveSegments(locale, segments);
  return { title: pageName(page, locale) };
}

export function RoutePage({ locale, segments }: { locale: Locale; segments?: string[] }) {
  const page = resolveSegments(locale, segments);
  const name = pageName(page, locale);
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumb page={page} locale={locale} label={name} />
      <h1 className="mt-4 text-3xl font-bold">{name}</h1>
    </main>
  );
}
