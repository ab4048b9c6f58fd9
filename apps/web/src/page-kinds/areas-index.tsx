import { heroProjection, seoProjection } from "@hvac/content";
import { defineQuery } from "groq";
import { Hero } from "@/components/hero";
import { RichText } from "@/components/rich-text";
import { Section } from "@/components/section";
import { TownGrid } from "@/components/town-grid";
import type { Town } from "@/content/site-content";
import { translator } from "@/i18n/translate";
import { definePageKind, seoHead } from "./page-kind";

export const serviceAreasPageQuery = defineQuery(`*[_type == "serviceAreasPage" && _id == $id][0]{
  _id, "hero": hero${heroProjection}, intro,
  "seo": seo${seoProjection}
}`);

/**
 * The towns by county, the counties in the order of their first town (the
 * office's order); a town without a county last.
 */
function byCounty(towns: Town[]): Array<[county: string | null, towns: Town[]]> {
  const groups = new Map<string | null, Town[]>();
  for (const town of towns) {
    const county = town.county || null;
    const listed = groups.get(county) ?? [];
    listed.push(town);
    groups.set(county, listed);
  }
  const withoutCounty = groups.get(null);
  groups.delete(null);
  return [...groups, ...(withoutCounty ? [[null, withoutCounty] as [null, Town[]]] : [])];
}

/**
 * The index of every town, grouped by county: a list item and a link a town,
 * so the page stays light however many towns the office adds.
 */
export const areasIndex = definePageKind<{ id: "serviceAreas" }, typeof serviceAreasPageQuery>({
  query: serviceAreasPageQuery,
  Template({ content, locale, site }) {
    const t = translator(locale);
    return (
      <>
        <Hero hero={content.hero} phone={site.phone} />
        <Section>
          <RichText value={content.intro} className="mb-10 max-w-3xl text-lg" />
          <div className="space-y-10">
            {byCounty(site.towns).map(([county, towns]) => (
              <section key={county ?? ""}>
                <h2 className="mb-4 text-xl font-bold text-brand-900">
                  {county ? t("area.county", { county }) : t("area.otherTowns")}
                </h2>
                <TownGrid
                  towns={towns.map((town) => ({
                    href: town.href,
                    label: `${town.name}, TX${town.zip ? ` ${town.zip}` : ""}`,
                  }))}
                />
              </section>
            ))}
          </div>
        </Section>
      </>
    );
  },
  head: (content, { name }) => seoHead(content.seo, content.hero?.heading ?? name),
});
