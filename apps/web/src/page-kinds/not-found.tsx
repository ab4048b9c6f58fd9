import { href, type Locale } from "@hvac/routing";
import type { Metadata } from "next";
import { LogMissingPath } from "@/components/log-missing-path";
import { siteContent } from "@/content/site-content";
import { translator } from "@/i18n/translate";
import { PageShell } from "@/layout/page-shell";

/**
 * The not-found page of each language, which the proxy shows (status 404)
 * for any path the route table does not know. It is rendered for a 404
 * answer, where Next writes its own "noindex" and leaves out the page's
 * metadata: the title is written in the page (React puts it in the head).
 */
export function notFoundMetadata(): Metadata {
  return { robots: { index: false, follow: true } };
}

export async function NotFoundPage({ locale }: { locale: Locale }) {
  const t = translator(locale);
  return (
    <PageShell locale={locale} page={null} site={await siteContent(locale)}>
      <title>{t("notFound.metaTitle")}</title>
      <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <LogMissingPath />
        <p className="text-6xl font-extrabold text-slate-900">{t("notFound.code")}</p>
        <h1 className="mt-4 text-2xl font-bold">{t("notFound.title")}</h1>
        <p className="mt-3 text-slate-700">{t("notFound.body")}</p>
        <a
          href={href("home", locale)}
          className="mt-8 inline-flex min-h-11 items-center rounded-md border-2 border-transparent bg-brand-800 px-6 font-semibold text-white hover:bg-brand-900"
        >
          {t("notFound.home")}
        </a>
      </div>
    </PageShell>
  );
}
