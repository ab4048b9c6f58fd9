import { documentIdForPage, heroProjection, seoProjection } from "@hvac/content";
import type { PageOfKind } from "@hvac/routing";
import { defineQuery } from "groq";
import { CallBand } from "@/components/call-band";
import { Hero } from "@/components/hero";
import { RichText } from "@/components/rich-text";
import { Section } from "@/components/section";
import { TextSection } from "@/components/text-section";
import { type Translate, translator } from "@/i18n/translate";
import { definePageKind, seoHead } from "./page-kind";

/** A town's own document, with the parts every town page shares (from the Service areas page). */
export const areaPageQuery = defineQuery(`*[_type == "serviceArea" && _id == $id][0]{
  _id, name, slug, zip, titleVariant, intro,
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
 * A town's page: the heading from its wording + town + TX, its own text, ZIP
 * code, the four shared service groups and the emergency band, with {city}
 * filled in wherever the shared text says it.
 */
export const area = definePageKind<PageOfKind<"area">, typeof areaPageQuery>({
  query: areaPageQuery,
  alsoReads: [documentIdForPage({ id: "serviceAreas" })],
  values: (area) => ({ city: area.name ?? "" }),
  name: (content) => content.name ?? "",
  Template({ content, locale, site }) {
    const t = translator(locale);
    const shared = content.shared?.areaTemplate;
    return (
      <>
        <Hero
          // The index page's call wording and picture; the heading is the town's own.
          hero={content.shared?.hero ? { ...content.shared.hero, subtitle: null } : null}
          heading={townHeading(t, content)}
          phone={site.phone}
        >
          {content.zip && (
            <p className="mt-4 font-semibold text-brand-100">
              {t("area.zip", { zip: content.zip })}
            </p>
          )}
        </Hero>
        <Section>
          <RichText value={content.intro} className="max-w-3xl text-lg" />
        </Section>
        <Section tone="tint" title={shared?.title}>
          <div className="grid gap-6 md:grid-cols-2">
            {(shared?.groups ?? []).map((group) => (
              <TextSection key={group._key} headingLevel={3} section={group} />
            ))}
          </div>
        </Section>
        <CallBand band={shared?.callBand} phone={site.phone} />
      </>
    );
  },
  head: (content, { locale }) => seoHead(content.seo, townHeading(translator(locale), content)),
});
