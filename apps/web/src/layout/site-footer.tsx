import { isStandIn } from "@hvac/content";
import { href, type Locale } from "@hvac/routing";
import { aroundName, BusinessName, nameLanguage } from "@/components/business-name";
import { callLinkClass } from "@/components/call-link-class";
import { iconBefore } from "@/components/icon";
import { cityLine, type SiteContent } from "@/content/site-content";
import type { Translate } from "@/i18n/translate";
import { financingAnchor, footerAreaCount, pageLink, routeLink, townLink } from "./navigation";

export function SiteFooter({
  locale,
  t,
  site: { facts, phone, towns, routes },
}: {
  locale: Locale;
  t: Translate;
  site: SiteContent;
}) {
  const credit = facts.websiteCredit;
  // The starter's stand-in credit (example.com) is shown as text, never as a link.
  const creditLink = credit?.url && !isStandIn(credit.url) ? credit.url : undefined;
  const name = (
    <BusinessName name={facts.name ?? ""} language={facts.nameLanguage} locale={locale} />
  );
  const [beforeName, afterName] = aroundName(
    t("footer.rights", { year: new Date().getFullYear() }),
  );
  const column = (title: string, links: Array<{ href: string; label: string }>) => (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{title}</h2>
      {/* The column's links are styled once, by their list. */}
      <ul className="link-list">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </div>
  );
  return (
    <footer className="bg-brand-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p
            lang={nameLanguage(facts.nameLanguage, locale)}
            className="text-lg font-bold text-white"
          >
            {facts.name}
          </p>
          <a
            href={phone.href}
            data-call="footer"
            aria-label={`${t("call.dial")} ${phone.display}`}
            className={`${callLinkClass} ${iconBefore("phone")} mt-3 flex min-h-8 w-fit items-center gap-2 font-semibold text-white hover:underline [--icon-size:1rem]`}
          >
            {phone.display}
          </a>
          {/* Two lines, the street and the city, kept by the line break between them. */}
          <address className="mt-2 whitespace-pre-line not-italic text-slate-300">
            {`${facts.address?.street ?? ""}\n${cityLine(facts)}`}
          </address>
          <p className="mt-2 text-sm text-slate-300">
            {t("footer.insured")} · {t("footer.licence", { licence: facts.licence ?? "" })}
          </p>
        </div>
        {column(t("footer.services"), [
          ...routes.footerServices().map((page) => routeLink(routes, page, locale)),
          pageLink("emergency", locale),
        ])}
        {column(t("footer.areas"), [
          ...towns.slice(0, footerAreaCount).map(townLink),
          pageLink("serviceAreas", locale),
        ])}
        {column(t("footer.company"), [
          pageLink("about", locale),
          pageLink("guaranteesFinancing", locale),
          {
            href: `${href("guaranteesFinancing", locale)}#${financingAnchor}`,
            label: t("footer.financing"),
          },
          pageLink("contact", locale),
          pageLink("privacy", locale),
          pageLink("terms", locale),
        ])}
      </div>
      <div className="flex flex-col gap-2 border-t border-white/10 page-column py-4 text-sm text-slate-400 sm:flex-row sm:justify-between">
        <p>
          {beforeName}
          {name}
          {afterName}
        </p>
        {credit?.label &&
          (creditLink ? (
            <a href={creditLink} className="hover:text-white hover:underline">
              {credit.label}
            </a>
          ) : (
            <p>{credit.label}</p>
          ))}
      </div>
    </footer>
  );
}
