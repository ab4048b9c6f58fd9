import { heroProjection, seoProjection } from "@hvac/content";
import { defineQuery } from "groq";
import { CallBand } from "@/components/call-band";
import { Hero } from "@/components/hero";
import { Icon } from "@/components/icon";
import { IconCards } from "@/components/icon-cards";
import { Section } from "@/components/section";
import { TextSection } from "@/components/text-section";
import { translator } from "@/i18n/translate";
import { definePageKind, seoHead } from "./page-kind";

export const aboutPageQuery = defineQuery(`*[_type == "aboutPage" && _id == $id][0]{
  _id, "hero": hero${heroProjection}, story, licence, values, callBand,
  "seo": seo${seoProjection}
}`);

/** About us: the story, the license card, four values. */
export const about = definePageKind<{ id: "about" }, typeof aboutPageQuery>({
  query: aboutPageQuery,
  Template({ content, locale, site }) {
    const t = translator(locale);
    return (
      <>
        <Hero hero={content.hero} phone={site.phone} />
        <Section className="grid gap-8 lg:grid-cols-[2fr_1fr]">
          <TextSection section={content.story} />
          <div className="rounded-xl bg-brand-800 p-6 text-white shadow-sm">
            <Icon name="award" className="size-10 text-brand-200" />
            <h2 className="mt-3 text-xl font-bold">{content.licence?.title}</h2>
            <p className="mt-2 text-3xl font-extrabold tracking-wide">{site.facts.licence}</p>
            <p className="mt-3 text-brand-100">{content.licence?.text}</p>
            <p className="mt-3 font-semibold">{t("footer.insured")}</p>
          </div>
        </Section>
        <Section tone="tint" title={content.values?.title}>
          <IconCards items={content.values?.items} />
        </Section>
        <CallBand band={content.callBand} phone={site.phone} />
      </>
    );
  },
  head: (content, { name }) => seoHead(content.seo, content.hero?.heading ?? name),
});
