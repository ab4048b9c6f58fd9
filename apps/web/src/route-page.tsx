import { allPages, type Locale, type PageRef, resolve } from "@hvac/routing";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { JsonLd } from "@/seo/json-ld";
import { pageHead } from "@/seo/page-head";
import { AreaPage, ServiceAreasPage } from "@/templates/area-pages";
import { AboutPage, ContactPage, EmergencyPage, GuaranteesPage } from "@/templates/company-pages";
import { HomePage } from "@/templates/home-page";
import { HubPage } from "@/templates/hub-page";
import { LegalPage } from "@/templates/legal-page";
import { ServicePage } from "@/templates/service-page";

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

function resolveSegments(locale: Locale, segments: string[] = []): PageRef {
  const rest = segments.map(decodeURIComponent).join("/");
  const path = locale === "es" ? (rest ? `/es/${rest}` : "/es") : `/${rest}`;
  const resolution = resolve(path);
  if (resolution.kind !== "page" || resolution.locale !== locale) notFound();
  return resolution.page;
}

export async function routeMetadata(locale: Locale, segments?: string[]): Promise<Metadata> {
  return pageHead(resolveSegments(locale, segments), locale);
}

/** A page of the route table: its template, and its structured data for search engines. */
export function RoutePage({ locale, segments }: { locale: Locale; segments?: string[] }) {
  const page = resolveSegments(locale, segments);
  return (
    <>
      <Template page={page} locale={locale} />
      <JsonLd page={page} locale={locale} />
    </>
  );
}

/** The template that draws each page of the route table. */
function Template({ page, locale }: { page: PageRef; locale: Locale }) {
  switch (page.id) {
    case "home":
      return <HomePage locale={locale} />;
    case "about":
      return <AboutPage locale={locale} />;
    case "contact":
      return <ContactPage locale={locale} />;
    case "guaranteesFinancing":
      return <GuaranteesPage locale={locale} />;
    case "emergency":
      return <EmergencyPage locale={locale} />;
    case "privacy":
    case "terms":
      return <LegalPage id={page.id} locale={locale} />;
    case "serviceAreas":
      return <ServiceAreasPage locale={locale} />;
    case "area":
      return <AreaPage slug={page.slug} locale={locale} />;
    case "acHub":
    case "heatingHub":
    case "otherHub":
      return <HubPage id={page.id} locale={locale} />;
    default:
      return <ServicePage id={page.id} locale={locale} />;
  }
}
