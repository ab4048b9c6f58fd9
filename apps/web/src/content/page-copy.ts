import { type Localized, pick, reads } from "@hvac/content";
import type { Locale, PageRef } from "@hvac/routing";
import type { ImageRef } from "@hvac/seo";
import { translator } from "@/i18n/translate";
import { readContent } from "./read";

export interface PageCopy {
  /** The page's short name, as the last step of the breadcrumb. */
  crumb: string;
  heading: string;
  title: string;
  description?: string;
  /** The page's own picture for link previews, when it has one. */
  image?: ImageRef;
}

type Picture = {
  url: string | null;
  width: number | null;
  height: number | null;
  alt: Localized<string>;
} | null;
type Seo = {
  title?: Localized<string>;
  description?: Localized<string>;
  ogImage?: Picture;
} | null;

const picture = (image: Picture | undefined, locale: Locale): ImageRef | undefined =>
  image?.url ? { ...image, alt: pick(image.alt, locale) } : undefined;
type WithHero = { hero?: { heading?: Localized<string> } | null; seo?: Seo } | null;

async function documentFor(
  page: PageRef,
): Promise<{ heading?: Localized<string>; seo?: Seo } | null> {
  const withHero = (doc: WithHero) => doc && { heading: doc.hero?.heading, seo: doc.seo };
  switch (page.id) {
    case "area":
      return null;
    case "home":
      return withHero(await readContent(reads.homePage()));
    case "about":
      return withHero(await readContent(reads.aboutPage()));
    case "contact":
      return withHero(await readContent(reads.contactPage()));
    case "guaranteesFinancing":
      return withHero(await readContent(reads.guaranteesPage()));
    case "emergency":
      return withHero(await readContent(reads.emergencyPage()));
    case "serviceAreas":
      return withHero(await readContent(reads.serviceAreasPage()));
    case "privacy":
    case "terms": {
      const doc = await readContent(reads.legalPage(page.id));
      return doc && { heading: doc.title, seo: doc.seo };
    }
    case "acHub":
    case "heatingHub":
    case "otherHub":
      return withHero(await readContent(reads.serviceHub(page.id)));
    default:
      return withHero(await readContent(reads.servicePage(page.id)));
  }
}

/** The heading and search title of a page, from its document in the CMS. */
export async function pageCopy(page: PageRef, locale: Locale): Promise<PageCopy> {
  const t = translator(locale);
  if (page.id === "area") {
    const area = await readContent(reads.area(page.slug));
    const heading = area?.titleVariant
      ? t(`areaTitle.${area.titleVariant}`, { city: area.name ?? "" })
      : (area?.name ?? page.slug);
    return {
      crumb: area?.name ?? heading,
      heading,
      title: pick(area?.seo?.title, locale) ?? heading,
      description: pick(area?.seo?.description, locale),
      image: picture(area?.seo?.ogImage, locale),
    };
  }
  const doc = await documentFor(page);
  const crumb = t(`pageNames.${page.id}`);
  const heading = pick(doc?.heading, locale) ?? crumb;
  return {
    crumb,
    heading,
    title: pick(doc?.seo?.title, locale) ?? heading,
    description: pick(doc?.seo?.description, locale),
    image: picture(doc?.seo?.ogImage, locale),
  };
}
