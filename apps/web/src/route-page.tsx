import { allPages, type Locale, resolve } from "@hvac/routing";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Breadcrumb } from "@/components/breadcrumb";
import { pageCopy } from "@/content/page-copy";

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

export async function routeMetadata(locale: Locale, segments?: string[]): Promise<Metadata> {
  const copy = await pageCopy(resolveSegments(locale, segments), locale);
  return { title: copy.title, ...(copy.description ? { description: copy.description } : {}) };
}

export async function RoutePage({ locale, segments }: { locale: Locale; segments?: string[] }) {
  const page = resolveSegments(locale, segments);
  const { crumb, heading } = await pageCopy(page, locale);
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumb page={page} locale={locale} label={crumb} />
      <h1 className="mt-4 text-3xl font-bold">{heading}</h1>
    </main>
  );
}
