import { heroProjection, seoProjection, serviceCardProjection } from "@hvac/content";
import type { PageOfKind } from "@hvac/routing";
import { defineQuery } from "groq";
import { CallBand } from "@/components/call-band";
import { Hero } from "@/components/hero";
import { RichText } from "@/components/rich-text";
import { Section } from "@/components/section";
import { ServiceCards, serviceCardLinks } from "@/components/service-cards";
import { definePageKind, seoHead } from "./page-kind";

export const serviceHubQuery = defineQuery(`*[_type == "serviceHub" && _id == $id][0]{
  _id, pageId, "hero": hero${heroProjection}, intro, cardLinkText, callBand,
  "services": services[]->${serviceCardProjection},
  "groupServices": *[_type == "servicePage" && group == ^.pageId] | order(order asc)${serviceCardProjection},
  "seo": seo${seoProjection}
}`);

/**
 * Air conditioning, Heating, Other services: cards to the group's service
 * pages, in the order the office lists them, then any other page of the
 * group (a new one shows at once).
 */
export const hub = definePageKind<PageOfKind<"hub">, typeof serviceHubQuery>({
  query: serviceHubQuery,
  alsoLists: ["servicePage"],
  Template({ content, locale, site }) {
    return (
      <>
        <Hero hero={content.hero} phone={site.phone} />
        <Section>
          <RichText value={content.intro} className="mb-10 max-w-3xl text-lg" />
          <ServiceCards
            services={serviceCardLinks(
              site.routes,
              [...(content.services ?? []), ...content.groupServices],
              locale,
            )}
            linkText={content.cardLinkText ?? ""}
            headingLevel={2}
          />
        </Section>
        <CallBand band={content.callBand} phone={site.phone} />
      </>
    );
  },
  head: (content, { name }) => seoHead(content.seo, content.hero?.heading ?? name),
});
