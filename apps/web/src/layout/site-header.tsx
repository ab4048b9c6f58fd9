import { href, type Locale } from "@hvac/routing";
import { aroundName, BusinessName } from "@/components/business-name";
import { CallButton } from "@/components/call-link";
import { iconBox } from "@/components/icon";
import { DesktopMenu } from "./desktop-menu";
import { LanguageLink } from "./language-link";
import { MobileMenuButton } from "./mobile-menu";
import type { SiteNavigation } from "./navigation";

export function SiteHeader({
  locale,
  t,
  businessName,
  businessNameLanguage,
  phone,
  groups,
  links,
  language,
}: SiteNavigation & {
  businessName: string;
  /** The language the name is written in (Business facts). */
  businessNameLanguage: Locale | null | undefined;
}) {
  // "Your HVAC Company, home page": the name is shown; the whole phrase is read.
  const [beforeName, afterName] = aroundName(t("header.home"));
  // The header's call button shows "Call" or "Emergency Service"; its name says both, and the number.
  const callName = `${t("header.callEmergency")}: ${phone.display}`;
  return (
    // In a short window (400 % zoom) the header scrolls away with the page.
    // The name and the call button give up width first (down to their longest
    // word, hence basis-min), up to all they need (max-w-max); only when even
    // that does not fit (a reader's own wider text spacing) does the row wrap,
    // rather than run off the screen.
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur short:static flex flex-wrap items-center justify-end gap-2 page-column py-2 sm:gap-3">
      <a
        href={href("home", locale)}
        className="mr-auto flex min-h-11 max-w-max grow basis-[min-content] items-center gap-2 font-bold text-brand-900"
      >
        {/* Left out on a phone, where Book, Call and the menu need the row's width in Spanish too. */}
        <span
          aria-hidden="true"
          className={`${iconBox("snowflake")} size-9 rounded-lg bg-brand-800 text-white max-sm:hidden`}
        />
        <span aria-hidden="true" className="text-base leading-tight sm:text-lg">
          {businessName}
        </span>
        {/* Its name, one phrase for a screen reader: "Your HVAC Company, página de inicio". */}
        <span className="sr-only">
          {beforeName}
          <BusinessName name={businessName} language={businessNameLanguage} locale={locale} />
          {afterName}
        </span>
      </a>
      <DesktopMenu groups={groups} links={links} label={t("header.mainNav")} />
      {/* Booking on a phone's first screen, beside Call (the desktop menu has its own link). */}
      <a
        href={href("booking", locale)}
        className="inline-flex min-h-11 max-w-max items-center rounded-lg border-2 border-brand-700 px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50 xl:hidden"
      >
        {t("header.book")}
      </a>
      <CallButton
        phone={phone}
        placement="header"
        label={
          <>
            <span className="sm:hidden">{t("header.callShort")}</span>
            <span className="hidden sm:inline">{t("header.emergency")}</span>
          </>
        }
        showNumber={false}
        size="compact"
        className="max-w-max grow basis-[min-content]"
        name={callName}
      />
      <LanguageLink
        {...language}
        className="hidden min-h-11 items-center rounded-md px-3 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline xl:inline-flex"
      />
      <MobileMenuButton openLabel={t("header.openMenu")} />
    </header>
  );
}
