import type { Business } from "@/content/business";
import type { Translate } from "@/i18n/translate";

type Detail = "phone" | "email" | "address" | "hours" | "licence";

/** The office's details from Business facts, as a description list. */
export function ContactDetails({
  business,
  t,
  show,
}: {
  business: Business;
  t: Translate;
  show: Detail[];
}) {
  const value: Record<Detail, React.ReactNode> = {
    phone: (
      <a href={business.phone.href} className="font-semibold text-brand-700 hover:underline">
        {business.phone.display}
      </a>
    ),
    email: (
      <a href={`mailto:${business.email}`} className="text-brand-700 hover:underline">
        {business.email}
      </a>
    ),
    address: (
      <>
        {business.street}
        <br />
        {business.cityLine}
      </>
    ),
    hours: business.hoursText,
    licence: business.licence,
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
