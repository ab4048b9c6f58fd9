import { type LegalPageId, pick, reads } from "@hvac/content";
import type { Locale } from "@hvac/routing";
import { notFound } from "next/navigation";
import { RichText } from "@/components/rich-text";
import { readContent } from "@/content/read";
import { translator } from "@/i18n/translate";
import { PageShell } from "@/layout/page-shell";

const dateLocale = { en: "en-US", es: "es-US" } as const;

/** Privacy and terms: the policy text and the date it last changed. */
export async function LegalPage({ id, locale }: { id: LegalPageId; locale: Locale }) {
  const doc = await readContent(reads.legalPage(id));
  if (!doc) notFound();
  const t = translator(locale);
  const updated = new Intl.DateTimeFormat(dateLocale[locale], {
    dateStyle: "long",
    timeZone: "America/Chicago",
  }).format(new Date(doc._updatedAt));
  return (
    <PageShell locale={locale} page={{ id }}>
      <article className="mx-auto max-w-3xl px-4 pb-16 pt-6">
        <h1 className="text-3xl font-extrabold text-brand-900 sm:text-4xl">
          {pick(doc.title, locale)}
        </h1>
        <p className="mt-2 text-slate-600">{t("legal.updated", { date: updated })}</p>
        <RichText value={pick(doc.body, locale)} locale={locale} className="mt-8" />
      </article>
    </PageShell>
  );
}
