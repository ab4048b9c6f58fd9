import { pick, reads } from "@hvac/content";
import { href, type Locale } from "@hvac/routing";
import { notFound } from "next/navigation";
import { CallButton } from "@/components/call-link";
import { ContactDetails } from "@/components/contact-details";
import { EmbedFrame } from "@/components/embed-frame";
import { FaqList } from "@/components/faq-list";
import { Hero } from "@/components/hero";
import { Icon } from "@/components/icon";
import { IconCards } from "@/components/icon-cards";
import { LeadForm } from "@/components/lead-form";
import { Section } from "@/components/section";
import { StarRating } from "@/components/star-rating";
import { TownGrid } from "@/components/town-grid";
import { businessFor, townsInOrder } from "@/content/business";
import { formWords } from "@/content/lead-form-copy";
import { readContent } from "@/content/read";
import { translator } from "@/i18n/translate";
import { pageLink, serviceMenus } from "@/layout/navigation";
import { PageShell } from "@/layout/page-shell";

export async function HomePage({ locale }: { locale: Locale }) {
  const [doc, business, towns] = await Promise.all([
    readContent(reads.homePage()),
    businessFor(locale),
    townsInOrder(),
  ]);
  if (!doc) notFound();
  const t = translator(locale);
  const text = (field: Parameters<typeof pick<string>>[0]) => pick(field, locale);
  const phone = business.phone;
  const ratingLabel = t("reviews.rating", { rating: business.rating.value });
  return (
    <PageShell locale={locale} page={{ id: "home" }}>
      <Hero hero={doc.hero} locale={locale} phone={phone} description={text(doc.heroDescription)} />

      <Section title={text(doc.trust?.title)} intro={text(doc.trust?.text)}>
        <IconCards items={doc.trust?.badges} locale={locale} />
      </Section>
      {doc.trust?.form && (
        <LeadForm
          {...formWords(doc.trust.form, locale)}
          locale={locale}
          page={{ id: "home" }}
          variant="request"
          phone={phone}
        />
      )}

      <Section id="services" title={text(doc.services?.title)} intro={text(doc.services?.text)}>
        <ul className="grid gap-6 lg:grid-cols-3">
          {(doc.services?.groups ?? []).map((group) =>
            group.hub ? (
              <li
                key={group._key}
                className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
              >
                {group.icon && (
                  <span className="flex size-12 items-center justify-center rounded-lg bg-brand-100 text-brand-800">
                    <Icon name={group.icon} />
                  </span>
                )}
                <h3 className="mt-4 text-xl font-bold text-brand-900">{text(group.title)}</h3>
                <p className="mt-2 text-slate-700">{text(group.text)}</p>
                <ul className="mt-4 flex-1 space-y-1">
                  {serviceMenus[group.hub].map((id) => {
                    const link = pageLink(id, locale, t);
                    return (
                      <li key={id}>
                        <a
                          href={link.href}
                          className="inline-flex min-h-9 items-center gap-2 text-brand-700 hover:underline"
                        >
                          <Icon name="check" className="size-4" />
                          {link.label}
                        </a>
                      </li>
                    );
                  })}
                </ul>
                <a
                  href={href(group.hub, locale)}
                  className="mt-6 inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-800 px-4 font-semibold text-white hover:bg-brand-900"
                >
                  {text(group.linkText)}
                </a>
              </li>
            ) : null,
          )}
        </ul>
      </Section>

      <Section tone="tint" title={text(doc.areas?.title)} intro={text(doc.areas?.text)}>
        <TownGrid towns={towns.filter((town) => town.showOnHome)} locale={locale} />
        <a
          href={href("serviceAreas", locale)}
          className="mt-6 inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 hover:underline"
        >
          {text(doc.areas?.linkText)} <span aria-hidden="true">→</span>
        </a>
      </Section>

      <Section title={text(doc.reviews?.title)} intro={text(doc.reviews?.text)}>
        <p className="flex flex-wrap items-center gap-3">
          <span className="text-4xl font-extrabold text-brand-900">{business.rating.value}</span>
          <StarRating value={business.rating.value} label={ratingLabel} />
          <span className="text-slate-700">
            {t("reviews.count", { count: business.rating.count })}
          </span>
        </p>
        <EmbedFrame
          src={business.reviewWidgetUrl}
          title={t("reviews.frameTitle")}
          linkText={t("reviews.open")}
          className="mt-6 h-96"
        />
      </Section>

      <Section tone="tint" title={text(doc.about?.title)} intro={text(doc.about?.text)}>
        <IconCards items={doc.about?.credentials} locale={locale} />
        <a
          href={href("about", locale)}
          className="mt-6 inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 hover:underline"
        >
          {text(doc.about?.linkText)} <span aria-hidden="true">→</span>
        </a>
      </Section>

      <Section title={text(doc.faq?.title)}>
        <FaqList faqs={doc.faq?.faqs} locale={locale} name="home-faq" />
      </Section>

      <Section tone="tint" title={text(doc.map?.title)} intro={text(doc.map?.text)}>
        <div className="grid gap-6 md:grid-cols-[2fr_1fr]">
          <EmbedFrame
            src={business.mapEmbedUrl}
            title={t("contactDetails.mapTitle", { city: business.city })}
            linkText={t("contactDetails.directions")}
            className="h-80"
          />
          <div className="space-y-5 rounded-xl border border-slate-200 bg-white p-5">
            <ContactDetails business={business} t={t} show={["address", "hours", "licence"]} />
            <CallButton phone={phone} label={t("call.now")} className="w-full" />
          </div>
        </div>
      </Section>
    </PageShell>
  );
}
