import { faqProjection, heroProjection, seoProjection } from "@hvac/content";
import { href } from "@hvac/routing";
import { defineQuery } from "groq";
import { CallButton } from "@/components/call-link";
import { ContactDetails } from "@/components/contact-details";
import { EmbedFrame } from "@/components/embed-frame";
import { FaqList } from "@/components/faq-list";
import { Hero } from "@/components/hero";
import { Icon, iconBox } from "@/components/icon";
import { IconCards } from "@/components/icon-cards";
import { LeadForm } from "@/components/lead-form";
import { Section } from "@/components/section";
import { StarRating } from "@/components/star-rating";
import { TownGrid } from "@/components/town-grid";
import { translator } from "@/i18n/translate";
import { serviceMenuLinks, townLink } from "@/layout/navigation";
import { definePageKind, seoHead } from "./page-kind";

export const homePageQuery = defineQuery(`*[_type == "homePage" && _id == $id][0]{
  _id, "hero": hero${heroProjection}, heroDescription, trust, services, areas, reviews, about,
  "faq": faq{ title, "faqs": faqs[]->${faqProjection} },
  map,
  "seo": seo${seoProjection}
}`);

/** The home page: promises, the request form, the service groups, towns, reviews, FAQs, map. */
export const home = definePageKind<{ id: "home" }, typeof homePageQuery>({
  query: homePageQuery,
  Template({ content, locale, site }) {
    const t = translator(locale);
    const { phone, facts } = site;
    const rating = { value: facts.rating?.value ?? 0, count: facts.rating?.count ?? 0 };
    return (
      <>
        <Hero hero={content.hero} phone={phone} description={content.heroDescription} />

        <Section title={content.trust?.title} intro={content.trust?.text}>
          <IconCards items={content.trust?.badges} />
        </Section>
        {content.trust?.form && (
          <LeadForm
            words={content.trust.form}
            locale={locale}
            page={{ id: "home" }}
            variant="request"
            phone={phone}
            callbackPromise={site.factWords.callbackPromise}
          />
        )}

        <Section id="services" title={content.services?.title} intro={content.services?.text}>
          <ul className="grid gap-6 lg:grid-cols-3">
            {(content.services?.groups ?? []).map((group) =>
              group.hub ? (
                <li
                  key={group._key}
                  className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
                >
                  {group.icon && (
                    <span
                      aria-hidden="true"
                      className={`${iconBox(group.icon)} size-12 rounded-lg bg-brand-100 text-brand-800 [--icon-size:1.5rem]`}
                    />
                  )}
                  <h3 className="mt-4 text-xl font-bold text-brand-900">{group.title}</h3>
                  <p className="mt-2 text-slate-700">{group.text}</p>
                  <ul className="mt-4 flex-1 space-y-1">
                    {serviceMenuLinks(site.routes, group.hub, locale).map((link) => (
                      <li key={link.href}>
                        <a
                          href={link.href}
                          className="inline-flex min-h-9 items-center gap-2 text-brand-700 hover:underline"
                        >
                          <Icon name="check" className="size-4" />
                          {link.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                  <a
                    href={href(group.hub, locale)}
                    className="mt-6 inline-flex min-h-11 items-center justify-center rounded-lg border-2 border-transparent bg-brand-800 px-4 font-semibold text-white hover:bg-brand-900"
                  >
                    {group.linkText}
                  </a>
                </li>
              ) : null,
            )}
          </ul>
        </Section>

        <Section tone="tint" title={content.areas?.title} intro={content.areas?.text}>
          <TownGrid towns={site.towns.filter((town) => town.showOnHome).map(townLink)} />
          <a
            href={href("serviceAreas", locale)}
            className="mt-6 inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 hover:underline"
          >
            {content.areas?.linkText} <span aria-hidden="true">→</span>
          </a>
        </Section>

        <Section title={content.reviews?.title} intro={content.reviews?.text}>
          <p className="flex flex-wrap items-center gap-3">
            <span className="text-4xl font-extrabold text-brand-900">{rating.value}</span>
            <StarRating
              value={rating.value}
              label={t("reviews.rating", { rating: rating.value })}
            />
            <span className="text-slate-700">{t("reviews.count", { count: rating.count })}</span>
          </p>
          <EmbedFrame
            src={facts.reviewWidgetUrl ?? ""}
            title={t("reviews.frameTitle")}
            linkText={t("reviews.open")}
            className="mt-6 h-96"
          />
        </Section>

        <Section tone="tint" title={content.about?.title} intro={content.about?.text}>
          <IconCards items={content.about?.credentials} />
          <a
            href={href("about", locale)}
            className="mt-6 inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 hover:underline"
          >
            {content.about?.linkText} <span aria-hidden="true">→</span>
          </a>
        </Section>

        <Section title={content.faq?.title}>
          <FaqList faqs={content.faq?.faqs} name="home-faq" />
        </Section>

        <Section tone="tint" title={content.map?.title} intro={content.map?.text}>
          <div className="grid gap-6 md:grid-cols-[2fr_1fr]">
            <EmbedFrame
              src={facts.mapEmbedUrl ?? ""}
              title={t("contactDetails.mapTitle", { city: facts.address?.city ?? "" })}
              linkText={t("contactDetails.directions")}
              className="h-80"
            />
            <div className="space-y-5 rounded-xl border border-slate-200 bg-white p-5">
              <ContactDetails site={site} t={t} show={["address", "hours", "licence"]} />
              <CallButton phone={phone} label={t("call.now")} placement="text" className="w-full" />
            </div>
          </div>
        </Section>
      </>
    );
  },
  head: (content, { name }) => seoHead(content.seo, content.hero?.heading ?? name),
  structuredData: (content) => ({ faqs: content.faq?.faqs ?? [] }),
  form: (content) => content.trust?.form ?? undefined,
});
