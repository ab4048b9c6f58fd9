import { documentIdForPage, faqProjection, heroProjection, seoProjection } from "@hvac/content";
import type { Locale, PageOfKind } from "@hvac/routing";
import { defineQuery } from "groq";
import { CallBand } from "@/components/call-band";
import { FaqList } from "@/components/faq-list";
import { Hero } from "@/components/hero";
import { RichText } from "@/components/rich-text";
import { Section } from "@/components/section";
import { TextSection } from "@/components/text-section";
import { type Translate, translator } from "@/i18n/translate";
import { definePageKind, seoHead } from "./page-kind";

/** A town's own document, with the parts every town page shares (from the Service areas page). */
export const areaPageQuery = defineQuery(`*[_type == "serviceArea" && _id == $id][0]{
  _id, name, zip, otherZips, county, milesFromOffice, titleVariant, intro, localStory,
  "faqs": faqs[]->${faqProjection},
  "seo": seo${seoProjection},
  "shared": *[_type == "serviceAreasPage"][0]{ "hero": hero${heroProjection}, areaTemplate }
}`);

/** "AC Repair Floresville TX": the town's chosen wording, its name and the state. */
function townHeading(
  t: Translate,
  town: { name: string | null; titleVariant: string | null },
): string {
  const city = town.name ?? "";
  return town.titleVariant
    ? t(`areaTitle.${town.titleVariant as "hvacService"}`, { city })
    : `${city}, TX`;
}

/**
 * What the page tells about the town itself, each only when the town has it:
 * its ZIP codes, its county and how far it is from the office.
 */
function townFacts(
  t: Translate,
  locale: Locale,
  town: {
    zip: string | null;
    otherZips: string[] | null;
    county: string | null;
    milesFromOffice: number | null;
  },
  officeCity: string,
): string[] {
  const zips = [town.zip, ...(town.otherZips ?? [])].filter((zip): zip is string => Boolean(zip));
  const list = new Intl.ListFormat(locale === "es" ? "es-US" : "en-US", { type: "conjunction" });
  return [
    zips.length === 1 ? t("area.zip", { zip: zips[0] ?? "" }) : null,
    zips.length > 1 ? t("area.zips", { zips: list.format(zips) }) : null,
    town.county ? t("area.county", { county: town.county }) : null,
    town.milesFromOffice && officeCity
      ? t("area.miles", { miles: town.milesFromOffice, office: officeCity })
      : null,
  ].filter((fact): fact is string => fact !== null);
}

/**
 * A town's page: the heading from its wording + town + TX, the town's facts
 * (ZIP codes, county, distance from the office), its own text, the owner's
 * story about it when there is one, the four shared service groups and the
 * emergency band, with {city} filled in wherever the shared text says it.
 */
export const area = definePageKind<PageOfKind<"area">, typeof areaPageQuery>({
  query: areaPageQuery,
  alsoReads: [documentIdForPage({ id: "serviceAreas" })],
  values: (area) => ({ city: area.name ?? "" }),
  name: (content) => content.name ?? "",
  Template({ content, locale, site }) {
    const t = translator(locale);
    const shared = content.shared?.areaTemplate;
    const facts = townFacts(t, locale, content, site.facts.address?.city ?? "");
    return (
      <>
        <Hero
          // The index page's call wording and picture; the heading is the town's own.
          hero={content.shared?.hero ? { ...content.shared.hero, subtitle: null } : null}
          heading={townHeading(t, content)}
          phone={site.phone}
        >
          {facts.length > 0 && (
            <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-1 font-semibold text-brand-100">
              {facts.map((fact) => (
                <li key={fact}>{fact}</li>
              ))}
            </ul>
          )}
        </Hero>
        <Section>
          <RichText value={content.intro} className="max-w-3xl text-lg" />
        </Section>
        {content.localStory && content.localStory.length > 0 && (
          <Section title={t("area.story", { city: content.name ?? "" })}>
            <RichText value={content.localStory} className="max-w-3xl text-lg" />
          </Section>
        )}
        <Section tone="tint" title={shared?.title}>
          <div className="grid gap-6 md:grid-cols-2">
            {(shared?.groups ?? []).map((group) => (
              <TextSection key={group._key} headingLevel={3} section={group} />
            ))}
          </div>
        </Section>
        {content.faqs && content.faqs.length > 0 && (
          <Section title={t("area.questions", { city: content.name ?? "" })}>
            <FaqList faqs={content.faqs} name="faq" />
          </Section>
        )}
        <CallBand band={shared?.callBand} phone={site.phone} />
      </>
    );
  },
  head: (content, { locale }) => seoHead(content.seo, townHeading(translator(locale), content)),
  structuredData: (content) => ({ faqs: content.faqs ?? [] }),
});
