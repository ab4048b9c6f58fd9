import { heroProjection, seoProjection } from "@hvac/content";
import { defineQuery } from "groq";
import { CallBand } from "@/components/call-band";
import { Hero } from "@/components/hero";
import { IconCards } from "@/components/icon-cards";
import { Section } from "@/components/section";
import { TextSection } from "@/components/text-section";
import { financingAnchor } from "@/layout/navigation";
import { definePageKind, seoHead } from "./page-kind";

export const guaranteesPageQuery = defineQuery(`*[_type == "guaranteesPage" && _id == $id][0]{
  _id, "hero": hero${heroProjection}, warranties, quality, financing, satisfaction, policies, callBand,
  "seo": seo${seoProjection}
}`);

/** Guarantees & financing: warranties, the quality and satisfaction guarantees, financing, policies. */
export const guarantees = definePageKind<{ id: "guaranteesFinancing" }, typeof guaranteesPageQuery>(
  {
    query: guaranteesPageQuery,
    Template({ content, site }) {
      return (
        <>
          <Hero hero={content.hero} phone={site.phone} />
          <Section title={content.warranties?.title}>
            <IconCards items={content.warranties?.items} columns={3} />
          </Section>
          <Section tone="tint" className="grid gap-6 md:grid-cols-2">
            <TextSection section={content.quality} />
            <TextSection section={content.financing} id={financingAnchor} />
            <TextSection section={content.satisfaction} />
            <TextSection section={content.policies} />
          </Section>
          <CallBand band={content.callBand} phone={site.phone} />
        </>
      );
    },
    head: (content, { name }) => seoHead(content.seo, content.hero?.heading ?? name),
  },
);
