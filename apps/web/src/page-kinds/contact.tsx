import { heroProjection, seoProjection } from "@hvac/content";
import { defineQuery } from "groq";
import { ContactDetails } from "@/components/contact-details";
import { EmbedFrame } from "@/components/embed-frame";
import { Hero } from "@/components/hero";
import { LeadForm } from "@/components/lead-form";
import { RichText } from "@/components/rich-text";
import { Section } from "@/components/section";
import { translator } from "@/i18n/translate";
import { definePageKind, seoHead } from "./page-kind";

export const contactPageQuery = defineQuery(`*[_type == "contactPage" && _id == $id][0]{
  _id, "hero": hero${heroProjection}, intro, form, mapTitle,
  "seo": seo${seoProjection}
}`);

/** Contact: the office's details, the message form and the map. */
export const contact = definePageKind<{ id: "contact" }, typeof contactPageQuery>({
  query: contactPageQuery,
  Template({ content, locale, site }) {
    const t = translator(locale);
    return (
      <>
        <Hero hero={content.hero} phone={site.phone} />
        <Section className="grid gap-8 md:grid-cols-2">
          <RichText value={content.intro} className="text-lg" />
          <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <ContactDetails
              site={site}
              t={t}
              show={["phone", "email", "address", "hours", "licence"]}
            />
          </div>
        </Section>
        {content.form && (
          <LeadForm
            words={content.form}
            locale={locale}
            page={{ id: "contact" }}
            variant="contact"
            phone={site.phone}
            callbackPromise={site.factWords.callbackPromise}
          />
        )}
        <Section title={content.mapTitle}>
          <EmbedFrame
            src={site.facts.mapEmbedUrl ?? ""}
            title={t("contactDetails.mapTitle", { city: site.facts.address?.city ?? "" })}
            linkText={t("contactDetails.directions")}
            className="h-96"
          />
        </Section>
      </>
    );
  },
  head: (content, { name }) => seoHead(content.seo, content.hero?.heading ?? name),
  form: (content) => content.form ?? undefined,
});
