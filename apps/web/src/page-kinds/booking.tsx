import { heroProjection, seoProjection } from "@hvac/content";
import { bookingSettingsId } from "@hvac/office/booking-settings";
import { defineQuery } from "groq";
import { BookingStart } from "@/booking/booking-start";
import { Hero } from "@/components/hero";
import { RichText } from "@/components/rich-text";
import { Section } from "@/components/section";
import { definePageKind, seoHead } from "./page-kind";

export const bookingPageQuery = defineQuery(`*[_type == "bookingPage" && _id == $id][0]{
  _id, "hero": hero${heroProjection}, intro,
  "seo": seo${seoProjection}
}`);

/**
 * Book a visit: the office's words, then the booking's first step (the
 * service and the ZIP code). Drawn again when the office publishes its
 * Online booking settings (the services offered, on or off).
 */
export const booking = definePageKind<{ id: "booking" }, typeof bookingPageQuery>({
  query: bookingPageQuery,
  alsoReads: [bookingSettingsId],
  Template({ content, locale, site }) {
    return (
      <>
        <Hero hero={content.hero} phone={site.phone} />
        <Section>
          <RichText value={content.intro} className="max-w-3xl text-lg" />
          <div className="mt-8">
            <BookingStart locale={locale} site={site} />
          </div>
        </Section>
      </>
    );
  },
  head: (content, { name }) => seoHead(content.seo, content.hero?.heading ?? name),
});
