import { pick, reads } from "@hvac/content";
import type { Locale } from "@hvac/routing";
import { notFound } from "next/navigation";
import { CallBand } from "@/components/call-band";
import { ContactDetails } from "@/components/contact-details";
import { EmbedFrame } from "@/components/embed-frame";
import { Hero } from "@/components/hero";
import { Icon } from "@/components/icon";
import { IconCards } from "@/components/icon-cards";
import { LeadForm } from "@/components/lead-form";
import { RichText } from "@/components/rich-text";
import { Section } from "@/components/section";
import { TextSection } from "@/components/text-section";
import { businessFor } from "@/content/business";
import { formWords } from "@/content/lead-form-copy";
import { readContent } from "@/content/read";
import { translator } from "@/i18n/translate";
import { financingAnchor } from "@/layout/navigation";
import { PageShell } from "@/layout/page-shell";

export async function AboutPage({ locale }: { locale: Locale }) {
  const [doc, business] = await Promise.all([readContent(reads.aboutPage()), businessFor(locale)]);
  if (!doc) notFound();
  const t = translator(locale);
  return (
    <PageShell locale={locale} page={{ id: "about" }}>
      <Hero
        hero={doc.hero}
        locale={locale}
        phone={business.phone}
        description={business.ownershipLong}
      />
      <Section className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <TextSection section={doc.story} locale={locale} />
        <div className="rounded-xl bg-brand-800 p-6 text-white shadow-sm">
          <Icon name="award" className="size-10 text-brand-200" />
          <h2 className="mt-3 text-xl font-bold">{pick(doc.licence?.title, locale)}</h2>
          <p className="mt-2 text-3xl font-extrabold tracking-wide">{business.licence}</p>
          <p className="mt-3 text-brand-100">{pick(doc.licence?.text, locale)}</p>
          <p className="mt-3 font-semibold">{t("footer.insured")}</p>
        </div>
      </Section>
      <Section tone="tint" title={pick(doc.values?.title, locale)}>
        <IconCards items={doc.values?.items} locale={locale} />
      </Section>
      <CallBand band={doc.callBand} locale={locale} phone={business.phone} />
    </PageShell>
  );
}

export async function ContactPage({ locale }: { locale: Locale }) {
  const [doc, business] = await Promise.all([
    readContent(reads.contactPage()),
    businessFor(locale),
  ]);
  if (!doc) notFound();
  const t = translator(locale);
  return (
    <PageShell locale={locale} page={{ id: "contact" }}>
      <Hero hero={doc.hero} locale={locale} phone={business.phone} />
      <Section className="grid gap-8 md:grid-cols-2">
        <RichText value={pick(doc.intro, locale)} locale={locale} className="text-lg" />
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <ContactDetails
            business={business}
            t={t}
            show={["phone", "email", "address", "hours", "licence"]}
          />
        </div>
      </Section>
      {doc.form && (
        <LeadForm
          {...formWords(doc.form, locale)}
          locale={locale}
          page={{ id: "contact" }}
          variant="contact"
          phone={business.phone}
        />
      )}
      <Section title={pick(doc.mapTitle, locale)}>
        <EmbedFrame
          src={business.mapEmbedUrl}
          title={t("contactDetails.mapTitle", { city: business.city })}
          linkText={t("contactDetails.directions")}
          className="h-96"
        />
      </Section>
    </PageShell>
  );
}

export async function GuaranteesPage({ locale }: { locale: Locale }) {
  const [doc, business] = await Promise.all([
    readContent(reads.guaranteesPage()),
    businessFor(locale),
  ]);
  if (!doc) notFound();
  return (
    <PageShell locale={locale} page={{ id: "guaranteesFinancing" }}>
      <Hero hero={doc.hero} locale={locale} phone={business.phone} />
      <Section title={pick(doc.warranties?.title, locale)}>
        <IconCards items={doc.warranties?.items} locale={locale} columns={3} />
      </Section>
      <Section tone="tint" className="grid gap-6 md:grid-cols-2">
        <TextSection section={doc.quality} locale={locale} />
        <TextSection section={doc.financing} locale={locale} id={financingAnchor} />
        <TextSection section={doc.satisfaction} locale={locale} />
        <TextSection section={doc.policies} locale={locale} />
      </Section>
      <CallBand band={doc.callBand} locale={locale} phone={business.phone} />
    </PageShell>
  );
}

export async function EmergencyPage({ locale }: { locale: Locale }) {
  const [doc, business] = await Promise.all([
    readContent(reads.emergencyPage()),
    businessFor(locale),
  ]);
  if (!doc) notFound();
  return (
    <PageShell locale={locale} page={{ id: "emergency" }}>
      <Hero hero={doc.hero} locale={locale} phone={business.phone} />
      <Section title={pick(doc.whenToCall?.title, locale)}>
        <ul className="grid gap-3 sm:grid-cols-2">
          {(doc.whenToCall?.items ?? []).map((item) => (
            <li
              key={item._key}
              className="flex items-start gap-3 rounded-lg border border-call-600/30 bg-call-50 p-4"
            >
              <Icon name="bolt" className="mt-0.5 size-5 shrink-0 text-call-700" />
              <span className="font-medium text-slate-900">{pick(item.text, locale)}</span>
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="tint" title={pick(doc.steps?.title, locale)}>
        <ol className="grid gap-4 md:grid-cols-5">
          {(doc.steps?.items ?? []).map((step, index) => (
            <li
              key={step._key}
              className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <span className="flex size-9 items-center justify-center rounded-full bg-brand-800 font-bold text-white">
                {index + 1}
              </span>
              <h3 className="mt-3 font-semibold text-brand-900">{pick(step.title, locale)}</h3>
              <p className="mt-1 text-slate-700">{pick(step.text, locale)}</p>
            </li>
          ))}
        </ol>
      </Section>
      <CallBand band={doc.callBand} locale={locale} phone={business.phone} />
    </PageShell>
  );
}
