import type { Phone } from "@hvac/content";
import { href, type Locale } from "@hvac/routing";
import Link from "next/link";
import { CallButton } from "@/components/call-link";
import { translator } from "@/i18n/translate";

/** When no window can be picked: why, then the phone and a request, never a dead end. */
export function BookingWayOn({
  text,
  phone,
  locale,
}: {
  text: string;
  phone: Phone;
  locale: Locale;
}) {
  const t = translator(locale);
  return (
    <div className="max-w-3xl">
      <p className="text-lg text-slate-800">{text}</p>
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <CallButton phone={phone} label={t("call.now")} placement="text" />
        <Link
          href={`${href("contact", locale)}#request`}
          className="font-semibold text-brand-800 underline"
        >
          {t("booking.requestInstead")}
        </Link>
      </div>
    </div>
  );
}
