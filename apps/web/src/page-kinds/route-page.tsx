import { type Locale, type PageRef, pageKey } from "@hvac/routing";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { siteRoutes } from "@/content/site-content";
import { JsonLdScript } from "@/head/json-ld-script";
import { pageGraph } from "@/head/page-graph";
import { pageMetadataFor } from "@/head/page-metadata-for";
import { PageShell } from "@/layout/page-shell";
import { liveRoutes } from "@/routing/live-routes";
import { loadPage } from "./registry";

/** The catch-all segments of every page of one language, for static generation (no request, no draft mode). */
export async function routeParams(locale: Locale): Promise<Array<{ path: string[] }>> {
  return (await liveRoutes())
    .allPages()
    .filter((page) => page.locale === locale)
    .map(({ path }) => ({
      path: path
        .split("/")
        .filter(Boolean)
        .slice(locale === "es" ? 1 : 0),
    }));
}

async function resolveSegments(locale: Locale, segments: string[] = []): Promise<PageRef> {
  const rest = segments.map(decodeURIComponent).join("/");
  const path = locale === "es" ? (rest ? `/es/${rest}` : "/es") : `/${rest}`;
  const resolution = (await siteRoutes()).resolve(path);
  if (resolution.kind !== "page" || resolution.locale !== locale) notFound();
  return resolution.page;
}

async function loaded(locale: Locale, segments?: string[]) {
  const page = await loadPage(pageKey(await resolveSegments(locale, segments)), locale);
  if (!page) notFound();
  return page;
}

export async function routeMetadata(locale: Locale, segments?: string[]): Promise<Metadata> {
  return pageMetadataFor(await loaded(locale, segments));
}

/** A page of the route table, drawn by the module of its kind, with its structured data. */
export async function RoutePage({ locale, segments }: { locale: Locale; segments?: string[] }) {
  const page = await loaded(locale, segments);
  return (
    <>
      <PageShell
        locale={locale}
        page={page.page}
        name={page.name}
        site={page.site}
        stickyCall={page.stickyCall}
      >
        {page.body}
      </PageShell>
      <JsonLdScript graph={pageGraph(page)} />
    </>
  );
}
