import { formResultPaths, type Locale } from "@hvac/routing";
import Form from "next/form";
import { bookableServices, bookingSettingsNow } from "@/booking/booking-settings-source";
import { BookingWayOn } from "@/booking/booking-way-on";
import type { SiteContent } from "@/content/site-content";
import { translator } from "@/i18n/translate";
import { leadFields } from "@/leads/lead-fields";

/**
 * The booking's first step: the service and the visit's ZIP code, asked with
 * a GET form that opens the open times (a page drawn for the visit): without
 * JavaScript a plain form, with it Next's router's (no page reload, the
 * header and footer kept). Nothing is kept in a cookie.
 */
export async function BookingStart({ locale, site }: { locale: Locale; site: SiteContent }) {
  const t = translator(locale);
  const services = bookableServices(await bookingSettingsNow(), site.routes);
  if (services.length === 0) {
    return <BookingWayOn text={t("booking.paused")} phone={site.phone} locale={locale} />;
  }
  const zip = leadFields.zip;
  return (
    <Form
      action={formResultPaths.bookingTimes[locale]}
      className="grid max-w-3xl gap-4 sm:grid-cols-6"
    >
      <div className="sm:col-span-4">
        <label htmlFor="booking-service" className="field-label">
          {t("booking.service")}
        </label>
        <select id="booking-service" name="service" required className="field">
          {services.map((doc) => (
            <option key={doc} value={doc}>
              {site.routes.nameOf({ id: "service", doc }, locale)}
            </option>
          ))}
        </select>
      </div>
      <div className="sm:col-span-2">
        <label htmlFor="booking-zip" className="field-label">
          {t("booking.zip")}
        </label>
        <input
          id="booking-zip"
          name="zip"
          required
          type={zip.type}
          pattern={zip.pattern}
          maxLength={zip.maxLength}
          autoComplete={zip.autoComplete}
          inputMode="numeric"
          aria-describedby="booking-zip-hint"
          className="field"
        />
        <p id="booking-zip-hint" className="mt-1 text-sm text-slate-600">
          {t("booking.zipHint")}
        </p>
      </div>
      <div className="sm:col-span-6">
        <button
          type="submit"
          className="inline-flex min-h-12 items-center rounded-lg border-2 border-transparent bg-call-600 px-6 text-base font-semibold text-white shadow-sm hover:bg-call-700"
        >
          {t("booking.showTimes")}
        </button>
      </div>
    </Form>
  );
}
