import { href, type Locale, type PageRef, pageKey } from "@hvac/routing";
import { Breadcrumb } from "@/components/breadcrumb";
import { StickyCallBar } from "@/components/sticky-call-bar";
import type { SiteContent } from "@/content/site-content";
import { translator } from "@/i18n/translate";
import { PreviewBar } from "@/preview/preview-bar";
import { CountedVisit } from "@/results/counted-visit";
import { menuGroups, pageLink, type SiteNavigation } from "./navigation";
import { RememberedLanguage } from "./remembered-language";
import { SiteDrawer } from "./site-drawer";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/**
 * Everything around a page's content: skip link, sticky header with menus and
 * language switch, breadcrumb, footer, and on service pages the sticky call
 * bar; in the office's draft preview, the preview bar. Business facts and the
 * towns come from the CMS.
 */
export function PageShell({
  locale,
  page,
  name,
  site,
  stickyCall = false,
  otherLanguage,
  children,
}: {
  locale: Locale;
  /** The page shown, or null on the not-found page (its language switch goes home). */
  page: PageRef | null;
  /** The page's short name, the last step of its breadcrumb. */
  name?: string;
  site: SiteContent;
  stickyCall?: boolean;
  /**
   * Where the language switch goes, for a page of no route (a form's result,
   * a booking's step: the same step in the other language); the page's pair otherwise.
   */
  otherLanguage?: string;
  children: React.ReactNode;
}) {
  const t = translator(locale);
  const other: Locale = locale === "en" ? "es" : "en";
  const navigation: SiteNavigation = {
    locale,
    t,
    phone: site.phone,
    groups: menuGroups(locale, t, site.towns, site.routes),
    links: [pageLink("booking", locale), pageLink("about", locale), pageLink("contact", locale)],
    language: {
      href: otherLanguage ?? (page ? site.routes.pathFor(page, other) : href("home", other)),
      locale: other,
      label: t("language.label"),
      description: t("language.description"),
    },
  };
  return (
    <>
      {/* Above the screen until focused; then at its top-left corner, padding and all. */}
      <a
        href="#main"
        className="fixed top-4 left-4 z-50 -translate-y-[200%] rounded-md border-2 border-transparent bg-brand-800 px-4 py-3 font-semibold text-white focus:translate-y-0"
      >
        {t("skipLink")}
      </a>
      <PreviewBar
        locale={locale}
        path={page ? site.routes.pathFor(page, locale) : href("home", locale)}
      />
      <SiteHeader
        {...navigation}
        businessName={site.facts.name ?? ""}
        businessNameLanguage={site.facts.nameLanguage}
      />
      <main id="main" tabIndex={-1} className="outline-none focus-visible:ring-0">
        {page && page.id !== "home" && name && (
          <Breadcrumb
            steps={site.routes.breadcrumbSteps(page, locale, name)}
            label={t("breadcrumb.label")}
          />
        )}
        {children}
      </main>
      <SiteFooter locale={locale} t={t} site={site} />
      <SiteDrawer {...navigation} />
      <RememberedLanguage locale={locale} />
      {page && <CountedVisit page={pageKey(page)} locale={locale} />}
      {stickyCall && (
        <StickyCallBar href={site.phone.href}>
          {t("call.sticky", { phone: site.phone.display })}
        </StickyCallBar>
      )}
    </>
  );
}
