import { pick, reads } from "@hvac/content";
import type { Locale, ServiceHubId } from "@hvac/routing";
import { notFound } from "next/navigation";
import { CallBand } from "@/components/call-band";
import { Hero } from "@/components/hero";
import { RichText } from "@/components/rich-text";
import { Section } from "@/components/section";
import { ServiceCards } from "@/components/service-cards";
import { businessFor } from "@/content/business";
import { readContent } from "@/content/read";
import { PageShell } from "@/layout/page-shell";

/** Air conditioning, Heating, Other services: cards to the group's service pages. */
export async function HubPage({ id, locale }: { id: ServiceHubId; locale: Locale }) {
  const [doc, business] = await Promise.all([
    readContent(reads.serviceHub(id)),
    businessFor(locale),
  ]);
  if (!doc) notFound();
  return (
    <PageShell locale={locale} page={{ id }}>
      <Hero hero={doc.hero} locale={locale} phone={business.phone} />
      <Section>
        <RichText
          value={pick(doc.intro, locale)}
          locale={locale}
          className="mb-10 max-w-3xl text-lg"
        />
        <ServiceCards
          services={doc.services}
          locale={locale}
          linkText={pick(doc.cardLinkText, locale) ?? ""}
          headingLevel={2}
        />
      </Section>
      <CallBand band={doc.callBand} locale={locale} phone={business.phone} />
    </PageShell>
  );
}
