import { formResultPaths, type Locale } from "@hvac/routing";
import { bookingFormWords } from "@/booking/booking-form-words";
import { bookableServices, bookingSettingsNow } from "@/booking/booking-settings-source";
import { BookingSteps } from "@/booking/booking-steps";
import { BookingWayOn } from "@/booking/booking-way-on";
import { leadFormClientProps } from "@/components/lead-form";
import type { SiteContent } from "@/content/site-content";
import { translator } from "@/i18n/translate";

/**
 * The booking's first step (booking-steps.tsx), given the services booked
 * online now and the words of the visitor's language; booking paused says
 * so, with the phone and a request.
 */
export async function BookingStart({ locale, site }: { locale: Locale; site: SiteContent }) {
  const t = translator(locale);
  const services = bookableServices(await bookingSettingsNow(), site.routes);
  if (services.length === 0) {
    return <BookingWayOn text={t("booking.paused")} phone={site.phone} locale={locale} />;
  }
  const { service: _prefill, ...form } = leadFormClientProps({
    locale,
    page: { id: "booking" },
    variant: "request",
    words: bookingFormWords(locale),
    phone: site.phone,
    callbackPromise: site.factWords.callbackPromise,
  });
  return (
    <BookingSteps
      timesPath={formResultPaths.bookingTimes[locale]}
      services={services.map((doc) => ({
        doc,
        name: site.routes.nameOf({ id: "service", doc }, locale),
      }))}
      words={{
        service: t("booking.service"),
        servicePlaceholder: t("booking.picker.servicePlaceholder"),
        serviceMissing: t("booking.picker.serviceMissing"),
        zip: t("booking.zip"),
        zipHint: t("booking.zipHint"),
        zipMissing: t("booking.picker.zipMissing"),
        showTimes: t("booking.showTimes"),
        timesTitle: t("booking.timesTitle"),
        timesFor: t("booking.timesFor"),
        dayPicker: t("booking.picker.label"),
        windowLegend: t("booking.picker.windowLegend"),
        pickWindow: t("booking.picker.pickWindow"),
      }}
      form={form}
    />
  );
}
