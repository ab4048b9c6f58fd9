import { href, type Locale, type PageRef, pathFor } from "@hvac/routing";
import { Breadcrumb } from "@/components/breadcrumb";
import { Icon } from "@/components/icon";
import { StickyCallBar } from "@/components/sticky-call-bar";
import { businessFor, townsInOrder } from "@/content/business";
import { translator } from "@/i18n/translate";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/**
 * Everything around a page's content: skip link, sticky header with menus and
 * language switch, breadcrumb, footer, and on service pages the sticky call
 * bar. Business facts and the towns come from the CMS.
 */
export async function PageShell({
  locale,
  page,
  stickyCall = false,
  children,
}: {
  locale: Locale;
  /** The page shown, or null on the not-found page (its language switch goes home). */
  page: PageRef | null;
  stickyCall?: boolean;
  children: React.ReactNode;
}) {
  const t = translator(locale);
  const [business, towns] = await Promise.all([businessFor(locale), townsInOrder()]);
  const other: Locale = locale === "en" ? "es" : "en";
  const crumb =
    page?.id === "area"
      ? (towns.find((town) => town.slug === page.slug)?.name ?? page.slug)
      : page && t(`pageNames.${page.id}`);
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-brand-800 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t("skipLink")}
      </a>
      <SiteHeader
        locale={locale}
        t={t}
        businessName={business.name}
        phone={business.phone}
        towns={towns}
        language={{ href: page ? pathFor(page, other) : href("home", other), locale: other }}
      />
      <main id="main" tabIndex={-1} className="outline-none">
        {page && page.id !== "home" && crumb && (
          <Breadcrumb page={page} locale={locale} label={crumb} />
        )}
        {children}
      </main>
      <SiteFooter locale={locale} t={t} business={business} towns={towns} />
      {stickyCall && (
        <StickyCallBar href={business.phone.href}>
          <Icon name="phone" className="size-5" />
          {t("call.sticky", { phone: business.phone.display })}
        </StickyCallBar>
      )}
    </>
  );
}
