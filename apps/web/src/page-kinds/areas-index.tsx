import { heroProjection, seoProjection } from "@hvac/content";
import { defineQuery } from "groq";
import { Hero } from "@/components/hero";
import { Icon } from "@/components/icon";
import { RichText } from "@/components/rich-text";
import { Section } from "@/components/section";
import { translator } from "@/i18n/translate";
import { definePageKind, seoHead } from "./page-kind";

export const serviceAreasPageQuery = defineQuery(`*[_type == "serviceAreasPage" && _id == $id][0]{
  _id, "hero": hero${heroProjection}, intro, cardLinkText,
  "seo": seo${seoProjection}
}`);

/** The index of the towns, each card leading to its page. */
export const areasIndex = definePageKind<{ id: "serviceAreas" }, typeof serviceAreasPageQuery>({
  query: serviceAreasPageQuery,
  Template({ content, locale, site }) {
    const t = translator(locale);
    return (
      <>
        <Hero hero={content.hero} phone={site.phone} />
        <Section>
          <RichText value={content.intro} className="mb-10 max-w-3xl text-lg" />
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {site.towns.map((town) => (
              <li
                key={town.doc}
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
                  href={town.href}
                  className="mt-4 inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 hover:text-brand-900 hover:underline"
                >
                  {content.cardLinkText}
                  <span className="sr-only">: {town.name}</span>
                  <span aria-hidden="true">→</span>
                </a>
              </li>
            ))}
          </ul>
        </Section>
      </>
    );
  },
  head: (content, { name }) => seoHead(content.seo, content.hero?.heading ?? name),
});
