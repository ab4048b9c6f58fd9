import { cityLine, type SiteContent } from "@/content/site-content";
import type { Translate } from "@/i18n/translate";
import { callLinkClass } from "./call-link-class";

type Detail = "phone" | "email" | "address" | "hours" | "licence";

/** The office's details from Business facts, as a description list. */
export function ContactDetails({
  site: { facts, phone },
  t,
  show,
}: {
  site: SiteContent;
  t: Translate;
  show: Detail[];
}) {
  const value: Record<Detail, React.ReactNode> = {
    phone: (
      <a
        href={phone.href}
        className={`${callLinkClass} font-semibold text-brand-700 hover:underline`}
      >
        {/* The number is shown; a screen reader also hears that the link calls it. */}
        <span className="sr-only">{t("call.dial")} </span>
        {phone.display}
      </a>
    ),
    email: (
      <a href={`mailto:${facts.email}`} className="text-brand-700 hover:underline">
        {facts.email}
      </a>
    ),
    address: (
      <>
        {facts.address?.street}
        <br />
        {cityLine(facts)}
      </>
    ),
    hours: facts.hoursText,
    licence: facts.licence,
  };
  return (
    <dl className="space-y-3">
      {show.map((detail) => (
        <div key={detail}>
          <dt className="font-semibold text-brand-900">{t(`contactDetails.${detail}`)}</dt>
          <dd className="text-slate-700">{value[detail]}</dd>
        </div>
      ))}
    </dl>
  );
}
