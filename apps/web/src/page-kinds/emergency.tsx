import { heroProjection, seoProjection } from "@hvac/content";
import { defineQuery } from "groq";
import { CallBand } from "@/components/call-band";
import { Hero } from "@/components/hero";
import { Icon } from "@/components/icon";
import { LeadForm } from "@/components/lead-form";
import { Section } from "@/components/section";
import { translator } from "@/i18n/translate";
import { definePageKind, seoHead } from "./page-kind";

export const emergencyPageQuery = defineQuery(`*[_type == "emergencyPage" && _id == $id][0]{
  _id, "hero": hero${heroProjection}, whenToCall, steps, callBand, form,
  "seo": seo${seoProjection}
}`);

/**
 * Emergency service: when to call, what happens after the call, and for a
 * visitor who cannot call, the request form with "Emergency: today" chosen.
 */
export const emergency = definePageKind<{ id: "emergency" }, typeof emergencyPageQuery>({
  query: emergencyPageQuery,
  Template({ content, locale, site }) {
    const t = translator(locale);
    return (
      <>
        <Hero hero={content.hero} phone={site.phone} />
        <Section title={content.whenToCall?.title}>
          <ul className="grid gap-3 sm:grid-cols-2">
            {(content.whenToCall?.items ?? []).map((item) => (
              <li
                key={item._key}
                className="flex items-start gap-3 rounded-lg border border-call-600/30 bg-call-50 p-4"
              >
                <Icon name="bolt" className="mt-0.5 size-5 shrink-0 text-call-700" />
                <span className="font-medium text-slate-900">{item.text}</span>
              </li>
            ))}
          </ul>
        </Section>
        <Section tone="tint" title={content.steps?.title}>
          <ol className="grid gap-4 md:grid-cols-5">
            {(content.steps?.items ?? []).map((step, index) => (
              <li
                key={step._key}
                className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
              >
                <span className="flex size-9 items-center justify-center rounded-full bg-brand-800 font-bold text-white">
                  {index + 1}
                </span>
                <h3 className="mt-3 font-semibold text-brand-900">{step.title}</h3>
                <p className="mt-1 text-slate-700">{step.text}</p>
              </li>
            ))}
          </ol>
        </Section>
        <CallBand
          band={content.callBand}
          phone={site.phone}
          requestLink={content.form ? t("leadForm.emergencyRequestLink") : undefined}
        />
        {content.form && (
          <LeadForm
            words={content.form}
            locale={locale}
            page={{ id: "emergency" }}
            variant="request"
            phone={site.phone}
            callbackPromise={site.factWords.callbackPromise}
            urgency="emergency"
          />
        )}
      </>
    );
  },
  head: (content, { name }) => seoHead(content.seo, content.hero?.heading ?? name),
  form: (content) => content.form ?? undefined,
});
