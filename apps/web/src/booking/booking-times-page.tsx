import { href, type Locale } from "@hvac/routing";
import type { Metadata } from "next";
import { headers } from "next/headers";
import Link from "next/link";
import { bookingFormWords } from "@/booking/booking-form-words";
import { BookingWayOn } from "@/booking/booking-way-on";
import { type BookingOffer, openIn } from "@/booking/offered-windows";
import { serverDesk } from "@/booking/server-desk";
import { WindowPicker } from "@/booking/window-picker";
import { countWindowsShown } from "@/booking/windows-shown";
import { wordedDays } from "@/booking/worded-windows";
import { LeadForm } from "@/components/lead-form";
import { siteContent } from "@/content/site-content";
import { translator } from "@/i18n/translate";
import { leadMetaFields } from "@/leads/lead-fields";
import type { SearchParams } from "@/page-kinds/form-result";

/**
 * The booking's second step, drawn for each visit from the service and ZIP
 * code the first step sent (the query): the open arrival windows by day, each
 * a radio group with its legend, then the request form's fields; or why no
 * window can be picked, with the phone and a request. Never indexed.
 */

export function bookingTimesMetadata(locale: Locale): Metadata {
  return {
    title: translator(locale)("booking.timesMetaTitle"),
    robots: { index: false, follow: false },
  };
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export async function BookingTimesPage({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: SearchParams;
}) {
  const params = await searchParams;
  const service = one(params.service) ?? "";
  const zip = one(params.zip) ?? "";
  const t = translator(locale);
  const site = await siteContent(locale);
  const offer = await serverDesk().offer(service, zip);
  const open = openIn(offer).length > 0;
  if (open) await countWindowsShown(locale, await headers());
  const serviceName = site.routes.has({ id: "service", doc: service })
    ? site.routes.nameOf({ id: "service", doc: service }, locale)
    : "";
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-900">{t("booking.timesTitle")}</h1>
      {offer.kind === "windows" && (
        <p className="mt-3 text-lg text-slate-700">
          {t("booking.timesFor", { service: serviceName, zip: offer.zip })}
        </p>
      )}
      <p className="mt-3">
        <Link href={href("booking", locale)} className="font-semibold text-brand-800 underline">
          {t("booking.changeSearch")}
        </Link>
      </p>
      <div className="mt-8">
        {offer.kind === "windows" && open ? (
          <LeadForm
            locale={locale}
            page={{ id: "booking" }}
            variant="request"
            words={bookingFormWords(locale)}
            service={serviceName}
            phone={site.phone}
            callbackPromise={site.factWords.callbackPromise}
            booking={{
              picker: (
                <WindowPicker
                  days={wordedDays(offer.days, locale)}
                  name={leadMetaFields.bookWindow}
                />
              ),
              service,
              zip: offer.zip,
            }}
          />
        ) : (
          <BookingWayOn text={noWindow(offer, locale)} phone={site.phone} locale={locale} />
        )}
      </div>
    </main>
  );
}

/** Why there is no window to pick, in the visitor's language. */
function noWindow(offer: BookingOffer, locale: Locale): string {
  const t = translator(locale);
  if (offer.kind === "outsideArea") return t("booking.outsideArea", { zip: offer.zip });
  if (offer.kind === "notBookable") return t("booking.notBookable");
  if (offer.kind === "windows") return t("booking.noTimes", { days: String(offer.daysAhead) });
  return t("booking.paused");
}
