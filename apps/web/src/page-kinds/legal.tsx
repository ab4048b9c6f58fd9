import { seoProjection } from "@hvac/content";
import type { PageOfKind } from "@hvac/routing";
import { defineQuery } from "groq";
import { RichText } from "@/components/rich-text";
import { translator } from "@/i18n/translate";
import { definePageKind, seoHead } from "./page-kind";

export const legalPageQuery = defineQuery(`*[_type == "legalPage" && _id == $id][0]{
  _id, pageId, title, body, _updatedAt,
  "seo": seo${seoProjection}
}`);

const dateLocale = { en: "en-US", es: "es-US" } as const;

/** Privacy and terms: the policy text and the date it last changed. */
export const legal = definePageKind<PageOfKind<"legal">, typeof legalPageQuery>({
  query: legalPageQuery,
  Template({ content, locale }) {
    const t = translator(locale);
    const updated = new Intl.DateTimeFormat(dateLocale[locale], {
      dateStyle: "long",
      timeZone: "America/Chicago",
    }).format(new Date(content._updatedAt));
    return (
      <article className="mx-auto max-w-3xl px-4 pb-16 pt-6">
        <h1 className="text-3xl font-extrabold text-brand-900 sm:text-4xl">{content.title}</h1>
        <p className="mt-2 text-slate-600">{t("legal.updated", { date: updated })}</p>
        <RichText value={content.body} className="mt-8" />
      </article>
    );
  },
  head: (content, { name }) => seoHead(content.seo, content.title ?? name),
});
