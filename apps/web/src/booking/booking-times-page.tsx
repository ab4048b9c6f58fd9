import { windowWords } from "@hvac/office/window-words";
import { href, type Locale } from "@hvac/routing";
import type { Metadata } from "next";
import Link from "next/link";
import { bookingSettings } from "@/booking/booking-settings-source";
import { BookingWayOn } from "@/booking/booking-way-on";
import { type BookingOffer, offeredWindows } from "@/booking/offered-windows";
import { servedZips } from "@/booking/served-zips";
import { LeadForm } from "@/components/lead-form";
import { siteContent } from "@/content/site-content";
import { translator } from "@/i18n/translate";
import { leadMetaFields } from "@/leads/lead-fields";
import type { SearchParams } from "@/page-kinds/form-result";
import { leadStore } from "@/stores/server-stores";

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
  const settings = await bookingSettings();
  const offer = await offeredWindows({
    settings,
    service,
    zip,
    servedZips: await servedZips(),
    store: leadStore(),
    now: Date.now(),
  });
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
        {offer.kind === "windows" && offer.days.length > 0 ? (
          <LeadForm
            locale={locale}
            page={{ id: "booking" }}
            variant="request"
            words={{
              _type: "leadFormCopy",
              title: t("booking.formTitle"),
              description: t("booking.formText"),
              submitLabel: t("booking.bookButton"),
              successMessage: "",
            }}
            service={serviceName}
            phone={site.phone}
            callbackPromise={site.factWords.callbackPromise}
            booking={{
              picker: <WindowPicker offer={offer} locale={locale} />,
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

/** The open windows, a radio group per day with the day as its legend. */
function WindowPicker({
  offer,
  locale,
}: {
  offer: Extract<BookingOffer, { kind: "windows" }>;
  locale: Locale;
}) {
  const t = translator(locale);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {offer.days.map(({ day, windows }) => (
        <fieldset key={day} className="rounded-lg border border-slate-300 bg-white p-4">
          <legend className="px-1 font-semibold text-brand-900">
            {windowWords(windows[0]?.key ?? "", locale)?.day}
          </legend>
          <div className="grid gap-2">
            {windows.map((window) => (
              <label
                key={window.key}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-400 px-3 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:font-semibold"
              >
                <input
                  type="radio"
                  name={leadMetaFields.bookWindow}
                  value={window.key}
                  required
                  className="size-4 accent-brand-700"
                />
                <span>{windowWords(window.key, locale)?.time}</span>
                <span className="ml-auto text-sm text-slate-600">
                  {t("booking.openings", { count: String(window.left) })}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
