import { href, type Locale } from "@hvac/routing";
import { Icon } from "@/components/icon";
import type { Business } from "@/content/business";
import type { Translate } from "@/i18n/translate";
import {
  financingAnchor,
  footerAreaCount,
  footerServices,
  pageLink,
  type TownLink,
  townLink,
} from "./navigation";

export function SiteFooter({
  locale,
  t,
  business: facts,
  towns,
}: {
  locale: Locale;
  t: Translate;
  business: Business;
  towns: TownLink[];
}) {
  const linkClass =
    "inline-flex min-h-8 items-center text-slate-300 hover:text-white hover:underline";
  const column = (title: string, links: Array<{ href: string; label: string }>) => (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{title}</h2>
      <ul className="mt-3 space-y-1">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className={linkClass}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
  return (
    <footer className="bg-brand-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{facts.name}</p>
          <p className="mt-3">
            <a
              href={facts.phone.href}
              className="inline-flex min-h-8 items-center gap-2 font-semibold text-white hover:underline"
            >
              <Icon name="phone" className="size-4" />
              {facts.phone.display}
            </a>
          </p>
          <address className="mt-2 not-italic text-slate-300">
            <span className="block">{facts.street}</span>
            <span className="block">{facts.cityLine}</span>
          </address>
          <p className="mt-2 text-sm text-slate-300">
            {t("footer.insured")} · {t("footer.licence", { licence: facts.licence })}
          </p>
        </div>
        {column(t("footer.services"), [
          ...footerServices.map((id) => pageLink(id, locale, t)),
          pageLink("emergency", locale, t),
        ])}
        {column(t("footer.areas"), [
          ...towns.slice(0, footerAreaCount).map((town) => townLink(town, locale)),
          pageLink("serviceAreas", locale, t),
        ])}
        {column(t("footer.company"), [
          pageLink("about", locale, t),
          pageLink("guaranteesFinancing", locale, t),
          {
            href: `${href("guaranteesFinancing", locale)}#${financingAnchor}`,
            label: t("footer.financing"),
          },
          pageLink("contact", locale, t),
          pageLink("privacy", locale, t),
          pageLink("terms", locale, t),
        ])}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-4 text-sm text-slate-400 sm:flex-row sm:justify-between">
          <p>{t("footer.rights", { year: new Date().getFullYear(), name: facts.name })}</p>
          {facts.credit &&
            (facts.credit.url ? (
              <a href={facts.credit.url} className="hover:text-white hover:underline">
                {facts.credit.label}
              </a>
            ) : (
              <p>{facts.credit.label}</p>
            ))}
        </div>
      </div>
    </footer>
  );
}
