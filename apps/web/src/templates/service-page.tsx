import { pick, reads } from "@hvac/content";
import { fixedRoutes, type Locale, pathFor, type ServicePageId } from "@hvac/routing";
import { notFound } from "next/navigation";
import { CallBand } from "@/components/call-band";
import { CallButton } from "@/components/call-link";
import { ComparisonTable } from "@/components/comparison-table";
import { CompleteGuide } from "@/components/complete-guide";
import { FaqList } from "@/components/faq-list";
import { Hero } from "@/components/hero";
import { IconCards } from "@/components/icon-cards";
import { ImageBlock } from "@/components/image-block";
import { LeadForm } from "@/components/lead-form";
import { RichText } from "@/components/rich-text";
import { Section } from "@/components/section";
import { ServiceCards } from "@/components/service-cards";
import { TownGrid } from "@/components/town-grid";
import { businessFor, townsInOrder } from "@/content/business";
import { formWords } from "@/content/lead-form-copy";
import { readContent } from "@/content/read";
import { translator } from "@/i18n/translate";
import { PageShell } from "@/layout/page-shell";

/**
 * A service page. Full: cards, text beside pictures, call bands, comparison,
 * the complete guide, related services, towns, FAQs, request form and the
 * sticky call bar. Short (refrigeration, thermostats): top of page and one text.
 */
export async function ServicePage({ id, locale }: { id: ServicePageId; locale: Locale }) {
  const [doc, business, towns] = await Promise.all([
    readContent(reads.servicePage(id)),
    businessFor(locale),
    townsInOrder(),
  ]);
  if (!doc) notFound();
  const t = translator(locale);
  const phone = business.phone;
  const page = { id };
  const hub = fixedRoutes[id].parent;

  if (doc.layout === "short") {
    return (
      <PageShell locale={locale} page={page} stickyCall>
        <Hero hero={doc.hero} locale={locale} phone={phone} />
        <Section>
          <RichText value={pick(doc.intro, locale)} locale={locale} className="max-w-3xl text-lg" />
          <CallButton phone={phone} label={t("call.now")} className="mt-8" />
        </Section>
      </PageShell>
    );
  }

  const [firstBand, secondBand] = doc.callBands ?? [];
  return (
    <PageShell locale={locale} page={page} stickyCall>
      <Hero hero={doc.hero} locale={locale} phone={phone} />
      <Section>
        <IconCards items={doc.features} locale={locale} headingLevel={2} />
      </Section>
      <Section tone="tint">
        <RichText value={pick(doc.intro, locale)} locale={locale} className="max-w-3xl text-lg" />
      </Section>
      <Section className="space-y-16">
        {(doc.imageBlocks ?? []).map((block) => (
          <ImageBlock key={block._key} block={block} locale={locale} />
        ))}
      </Section>
      <CallBand band={firstBand} locale={locale} phone={phone} />
      {doc.comparison && (
        <Section tone="tint">
          <ComparisonTable
            table={doc.comparison}
            locale={locale}
            labels={{
              yes: t("comparison.yes"),
              no: t("comparison.no"),
              point: t("comparison.point"),
            }}
          />
        </Section>
      )}
      {doc.guide && (
        <Section>
          <CompleteGuide
            title={pick(doc.guideTitle, locale)}
            body={pick(doc.guide, locale)}
            locale={locale}
            openLabel={t("guide.open")}
            closeLabel={t("guide.close")}
          />
        </Section>
      )}
      <CallBand band={secondBand} locale={locale} phone={phone} />
      <Section title={t("service.related")}>
        <ServiceCards services={doc.related} locale={locale} linkText={t("service.learnMore")} />
        <a
          href={pathFor({ id: hub }, locale)}
          className="mt-8 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:text-brand-900 hover:underline"
        >
          <span aria-hidden="true">←</span>
          {t("service.backTo", { group: t(`pageNames.${hub}`) })}
        </a>
      </Section>
      <Section tone="tint" title={t("service.areas")} intro={t("service.areasText")}>
        <TownGrid towns={towns} locale={locale} />
      </Section>
      <Section title={t("faq.heading")}>
        <FaqList faqs={doc.faqs} locale={locale} name="faq" />
      </Section>
      {doc.form && (
        <LeadForm
          {...formWords(doc.form, locale)}
          locale={locale}
          page={page}
          variant="request"
          service={pick(doc.formService, locale)}
          phone={phone}
        />
      )}
    </PageShell>
  );
}
