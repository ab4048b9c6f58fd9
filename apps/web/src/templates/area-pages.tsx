import { pick, reads } from "@hvac/content";
import { type AreaSlug, type Locale, pathFor } from "@hvac/routing";
import { notFound } from "next/navigation";
import { CallBand } from "@/components/call-band";
import { Hero } from "@/components/hero";
import { Icon } from "@/components/icon";
import { RichText } from "@/components/rich-text";
import { Section } from "@/components/section";
import { TextSection } from "@/components/text-section";
import { businessFor, townsInOrder } from "@/content/business";
import { readContent } from "@/content/read";
import { translator } from "@/i18n/translate";
import { PageShell } from "@/layout/page-shell";
import { fillCity, fillCityInRichText } from "./fill-city";

/** The index of the 17 towns, each card leading to its page. */
export async function ServiceAreasPage({ locale }: { locale: Locale }) {
  const [doc, business, towns] = await Promise.all([
    readContent(reads.serviceAreasPage()),
    businessFor(locale),
    townsInOrder(),
  ]);
  if (!doc) notFound();
  const t = translator(locale);
  const linkText = pick(doc.cardLinkText, locale) ?? "";
  return (
    <PageShell locale={locale} page={{ id: "serviceAreas" }}>
      <Hero hero={doc.hero} locale={locale} phone={business.phone} />
      <Section>
        <RichText
          value={pick(doc.intro, locale)}
          locale={locale}
          className="mb-10 max-w-3xl text-lg"
        />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {towns.map((town) => (
            <li
              key={town.slug}
              className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <h2 className="flex items-center gap-2 text-lg font-semibold text-brand-900">
                <Icon name="home" className="size-5 text-brand-600" />
                {town.name}, TX
              </h2>
              {town.zip && (
                <p className="mt-1 text-slate-600">{t("area.zip", { zip: town.zip })}</p>
              )}
              <a
                href={pathFor({ id: "area", slug: town.slug }, locale)}
                className="mt-4 inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 hover:text-brand-900 hover:underline"
              >
                {linkText}
                <span className="sr-only">: {town.name}</span>
                <span aria-hidden="true">→</span>
              </a>
            </li>
          ))}
        </ul>
      </Section>
    </PageShell>
  );
}

/**
 * A town's page: title from its wording + town + TX, its own text, ZIP code,
 * the four shared service groups and the emergency band, with {city} filled in.
 */
export async function AreaPage({ slug, locale }: { slug: AreaSlug; locale: Locale }) {
  const [area, template, business] = await Promise.all([
    readContent(reads.area(slug)),
    readContent(reads.serviceAreasPage()),
    businessFor(locale),
  ]);
  if (!area?.name) notFound();
  const t = translator(locale);
  const city = area.name;
  const heading = area.titleVariant ? t(`areaTitle.${area.titleVariant}`, { city }) : `${city}, TX`;
  const shared = template?.areaTemplate;
  const band = shared?.callBand;
  return (
    <PageShell locale={locale} page={{ id: "area", slug }}>
      <Hero
        // The index page's call wording and picture; the heading is the town's own.
        hero={template?.hero ? { ...template.hero, subtitle: null } : null}
        heading={heading}
        locale={locale}
        phone={business.phone}
      >
        {area.zip && (
          <p className="mt-4 font-semibold text-brand-100">{t("area.zip", { zip: area.zip })}</p>
        )}
      </Hero>
      <Section>
        <RichText value={pick(area.intro, locale)} locale={locale} className="max-w-3xl text-lg" />
      </Section>
      <Section tone="tint" title={fillCity(pick(shared?.title, locale), city)}>
        <div className="grid gap-6 md:grid-cols-2">
          {(shared?.groups ?? []).map((group) => (
            <TextSection
              key={group._key}
              headingLevel={3}
              locale={locale}
              section={{
                ...group,
                title: { en: fillCity(group.title?.en, city), es: fillCity(group.title?.es, city) },
                body: {
                  en: fillCityInRichText(group.body?.en, city),
                  es: fillCityInRichText(group.body?.es, city),
                },
              }}
            />
          ))}
        </div>
      </Section>
      <CallBand
        band={
          band && {
            ctaText: band.ctaText,
            title: { en: fillCity(band.title?.en, city), es: fillCity(band.title?.es, city) },
            text: { en: fillCity(band.text?.en, city), es: fillCity(band.text?.es, city) },
          }
        }
        locale={locale}
        phone={business.phone}
      />
    </PageShell>
  );
}
