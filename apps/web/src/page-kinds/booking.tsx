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
 * Book a visit: the booking's first step (the service and the ZIP code),
 * then the office's words. Drawn again when the office publishes its
 * Online booking settings (the services offered, on or off).
 */
export const booking = definePageKind<{ id: "booking" }, typeof bookingPageQuery>({
  query: bookingPageQuery,
  alsoReads: [bookingSettingsId],
  Template({ content, locale, site }) {
    return (
      <>
        <Hero hero={content.hero} phone={site.phone} />
        {/* The first step first: on a phone its button is on the first screen, the office's words after it. */}
        <Section>
          <BookingStart locale={locale} site={site} />
          <RichText value={content.intro} className="mt-10 max-w-3xl text-lg" />
        </Section>
      </>
    );
  },
  head: (content, { name }) => seoHead(content.seo, content.hero?.heading ?? name),
});
