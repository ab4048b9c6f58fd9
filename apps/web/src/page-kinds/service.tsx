import {
  faqProjection,
  heroProjection,
  imageProjection,
  seoProjection,
  serviceCardProjection,
} from "@hvac/content";
import { href, type PageOfKind, pageName } from "@hvac/routing";
import { defineQuery } from "groq";
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
import { ServiceCards, serviceCardLinks } from "@/components/service-cards";
import { TownGrid } from "@/components/town-grid";
import { translator } from "@/i18n/translate";
import { townLink } from "@/layout/navigation";
import { definePageKind, seoHead } from "./page-kind";

export const servicePageQuery = defineQuery(`*[_type == "servicePage" && _id == $id][0]{
  _id, layout, card, "hero": hero${heroProjection}, features, intro,
  imageBlocks[]{ _key, title, body, imageSide, "image": image${imageProjection} },
  callBands,
  "comparison": comparison->{ title, caption, firstColumn, secondColumn, rows },
  guideTitle, guide,
  "faqs": faqs[]->${faqProjection},
  "related": related[]->${serviceCardProjection},
  form, formService, priceRange, offerCatalog,
  "seo": seo${seoProjection}
}`);

/**
 * A service page. Full: cards, text beside pictures, call bands, comparison,
 * the complete guide, related services, towns, FAQs, request form and the
 * sticky call bar. Short (refrigeration, thermostats): top of page and one text.
 */
export const service = definePageKind<PageOfKind<"service">, typeof servicePageQuery>({
  query: servicePageQuery,
  stickyCall: true,
  Template({ content, page, locale, site }) {
    const t = translator(locale);
    const { phone } = site;
    if (content.layout === "short") {
      return (
        <>
          <Hero hero={content.hero} phone={phone} />
          <Section>
            <RichText value={content.intro} className="max-w-3xl text-lg" />
            <CallButton phone={phone} label={t("call.now")} placement="text" className="mt-8" />
          </Section>
        </>
      );
    }
    const hub = site.routes.services.find((s) => s.doc === page.doc)?.group ?? "acHub";
    const [firstBand, secondBand] = content.callBands ?? [];
    const requestLink = content.form ? t("leadForm.emergencyRequestLink") : undefined;
    const listed = site.towns.filter((town) => town.inMenus);
    return (
      <>
        <Hero hero={content.hero} phone={phone} />
        <Section>
          <IconCards items={content.features} headingLevel={2} />
        </Section>
        <Section tone="tint">
          <RichText value={content.intro} className="max-w-3xl text-lg" />
        </Section>
        <Section className="space-y-16">
          {(content.imageBlocks ?? []).map((block) => (
            <ImageBlock key={block._key} block={block} />
          ))}
        </Section>
        <CallBand band={firstBand} phone={phone} requestLink={requestLink} />
        {content.comparison && (
          <Section tone="tint">
            <ComparisonTable
              table={content.comparison}
              labels={{
                yes: t("comparison.yes"),
                no: t("comparison.no"),
              }}
            />
          </Section>
        )}
        {content.guide && (
          <Section>
            <CompleteGuide
              title={content.guideTitle}
              body={content.guide}
              openLabel={t("guide.open")}
              closeLabel={t("guide.close")}
            />
          </Section>
        )}
        <CallBand band={secondBand} phone={phone} requestLink={requestLink} />
        <Section title={t("service.related")}>
          <ServiceCards
            services={serviceCardLinks(site.routes, content.related, locale)}
            linkText={t("service.learnMore")}
          />
          <a
            href={href(hub, locale)}
            className="back-link mt-8 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:text-brand-900 hover:underline"
          >
            {t("service.backTo", { group: pageName(hub, locale) })}
          </a>
        </Section>
        <Section
          tone="tint"
          title={t("service.areas")}
          intro={t("service.areasText", {
            city: site.facts.address?.city ?? "",
            licence: site.facts.licence ?? "",
          })}
        >
          <TownGrid towns={listed.map(townLink)} />
          {listed.length < site.towns.length && (
            <a
              href={href("serviceAreas", locale)}
              className="mt-6 block w-fit font-semibold text-brand-700 underline"
            >
              {t("service.allAreas", { count: String(site.towns.length) })}
            </a>
          )}
        </Section>
        <Section title={t("faq.heading")}>
          <FaqList faqs={content.faqs} name="faq" />
        </Section>
        {content.form && (
          <LeadForm
            words={content.form}
            locale={locale}
            page={page}
            variant="request"
            service={content.formService}
            phone={phone}
            callbackPromise={site.factWords.callbackPromise}
          />
        )}
      </>
    );
  },
  head: (content, { name }) => seoHead(content.seo, content.hero?.heading ?? name),
  // Short pages show neither FAQs nor feature cards, so they state neither.
  structuredData(content) {
    const full = content.layout === "full";
    const name = content.card?.title ?? "";
    const items = (content.features ?? []).flatMap((feature) =>
      feature.title ? [{ name: feature.title, description: feature.description ?? undefined }] : [],
    );
    return {
      faqs: full ? (content.faqs ?? []) : [],
      service: {
        name,
        description: content.card?.summary ?? undefined,
        priceRange: content.priceRange,
        catalog: full && content.offerCatalog ? { name, items } : undefined,
      },
    };
  },
  form: (content) => content.form ?? undefined,
});
