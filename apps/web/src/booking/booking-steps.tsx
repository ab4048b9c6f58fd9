"use client";

import { openWindowsEndpoint } from "@hvac/routing";
import { useRouter } from "next/navigation";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { DayPicker } from "@/booking/day-picker";
import { WindowPicker } from "@/booking/window-picker";
import { type OpenWindows, shownDay, type WordedDay } from "@/booking/worded-windows";
import { LeadFormClient, type LeadFormClientProps } from "@/components/lead-form-client";
import { leadFields, leadMetaFields } from "@/leads/lead-fields";

/** The step's words, in the visitor's language. */
export interface BookingStepWords {
  service: string;
  servicePlaceholder: string;
  serviceMissing: string;
  zip: string;
  zipHint: string;
  zipMissing: string;
  showTimes: string;
  timesTitle: string;
  /** "{service}, ZIP code {zip}". */
  timesFor: string;
  /** "Pick a day". */
  dayPicker: string;
  /** "Arrival window: when a technician is scheduled to arrive". */
  windowLegend: string;
  pickWindow: string;
}

interface Offer {
  service: string;
  name: string;
  zip: string;
  days: WordedDay[];
}

/**
 * The booking's first step, the service and the visit's ZIP code, and with
 * JavaScript its second in place: the days (a small JSON answer, not a page
 * drawn for each visit), then the day's windows and the request form that
 * books one, focus on their heading. Without JavaScript, or when there is
 * no window to pick here, the same GET opens the times page, which draws
 * the same steps or says why, with the phone. Nothing is kept in a cookie.
 */
export function BookingSteps({
  timesPath,
  services,
  words,
  form,
}: {
  /** The times page: the second step drawn by the server. */
  timesPath: string;
  /** The services booked online, in the office's order: the service page's id and name. */
  services: ReadonlyArray<{ doc: string; name: string }>;
  words: BookingStepWords;
  /** The request form as it books a visit, but for the visit's own service and ZIP code. */
  form: Omit<LeadFormClientProps, "booking" | "service">;
}) {
  const router = useRouter();
  const [offer, setOffer] = useState<Offer>();
  const [day, setDay] = useState<string>();
  const [pending, setPending] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (offer) heading.current?.focus();
  }, [offer]);

  async function showTimes(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const asked = new FormData(event.currentTarget);
    const service = String(asked.get("service") ?? "");
    const zip = String(asked.get("zip") ?? "");
    const query = new URLSearchParams({ service, zip });
    setPending(true);
    const open: OpenWindows = await fetch(`${openWindowsEndpoint}?${query}&locale=${form.locale}`)
      .then((response) => (response.ok ? response.json() : { kind: "none" }))
      .catch(() => ({ kind: "none" }));
    setPending(false);
    if (open.kind === "windows") {
      const name = services.find((one) => one.doc === service)?.name ?? "";
      setOffer({ service, name, zip: open.zip, days: open.days });
      setDay(shownDay(open.days)?.day);
    } else {
      router.push(`${timesPath}?${query}`);
    }
  }

  // The browser's own messages speak the page's language, in the site's words.
  const explain = (message: string) => (event: FormEvent<HTMLInputElement | HTMLSelectElement>) => {
    event.currentTarget.setCustomValidity("");
    if (!event.currentTarget.validity.valid) event.currentTarget.setCustomValidity(message);
  };
  const clear = (event: FormEvent<HTMLInputElement | HTMLSelectElement>) =>
    event.currentTarget.setCustomValidity("");

  const shown = offer && (offer.days.find((one) => one.day === day) ?? shownDay(offer.days));
  return (
    <>
      <form action={timesPath} onSubmit={showTimes} className="grid max-w-3xl gap-4 sm:grid-cols-6">
        <div className="sm:col-span-4">
          <label htmlFor="booking-service" className="field-label">
            {words.service}
          </label>
          <select
            id="booking-service"
            name="service"
            required
            defaultValue=""
            onInvalid={explain(words.serviceMissing)}
            onChange={clear}
            className="field"
          >
            <option value="" disabled>
              {words.servicePlaceholder}
            </option>
            {services.map(({ doc, name }) => (
              <option key={doc} value={doc}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="sm:col-span-2">
          <label htmlFor="booking-zip" className="field-label">
            {words.zip}
          </label>
          <input
            id="booking-zip"
            name="zip"
            required
            type={leadFields.zip.type}
            pattern={leadFields.zip.pattern}
            maxLength={leadFields.zip.maxLength}
            autoComplete={leadFields.zip.autoComplete}
            inputMode="numeric"
            aria-describedby="booking-zip-hint"
            onInvalid={explain(words.zipMissing)}
            onInput={clear}
            className="field"
          />
          <p id="booking-zip-hint" className="mt-1 text-sm text-slate-600">
            {words.zipHint}
          </p>
        </div>
        <div className="sm:col-span-6">
          {/* aria-disabled, not disabled: a disabled button would drop the visitor's focus. */}
          <button
            type="submit"
            aria-disabled={pending || undefined}
            className="inline-flex min-h-12 items-center rounded-lg border-2 border-transparent bg-call-600 px-6 text-base font-semibold text-white shadow-sm hover:bg-call-700 aria-disabled:cursor-progress aria-disabled:opacity-70"
          >
            {words.showTimes}
          </button>
        </div>
      </form>
      {offer && (
        <div className="mt-10">
          <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold text-brand-900 sm:text-3xl">
            {words.timesTitle}
          </h2>
          <p className="mt-3 text-lg text-slate-700">
            {words.timesFor.replace("{service}", offer.name).replace("{zip}", offer.zip)}
          </p>
          <div className="mt-6">
            <DayPicker
              days={offer.days}
              shown={shown?.day}
              label={words.dayPicker}
              hrefFor={(one) =>
                `${timesPath}?${new URLSearchParams({ service: offer.service, zip: offer.zip, day: one })}`
              }
              onPick={setDay}
            />
          </div>
          {shown && (
            <LeadFormClient
              // Another service or ZIP code is another visit: the form starts again.
              key={`${offer.service} ${offer.zip}`}
              {...form}
              service={offer.name}
              booking={{
                picker: (
                  <WindowPicker
                    key={shown.day}
                    day={shown}
                    name={leadMetaFields.bookWindow}
                    legend={words.windowLegend}
                  />
                ),
                service: offer.service,
                zip: offer.zip,
                pickWindow: words.pickWindow,
              }}
            />
          )}
        </div>
      )}
    </>
  );
}
